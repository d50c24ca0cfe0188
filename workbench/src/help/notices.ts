// The notification feed as the help area shows it: our own notices in the reader's language (the
// API sends English), the count of new ones, and dates in the reader's locale.
import { JOURNEY_TEXTS, type FeedNotification, type JourneyNoticeId } from '@protolab/shared';
import type { HelpTextKey } from './helpTopics';

export interface NoticeKeys {
  title: HelpTextKey;
  more: HelpTextKey;
}

/** The keys of a notice's texts when it is one of ours; a server's news keeps its own texts. */
export function noticeKeys(item: Pick<FeedNotification, 'id'>): NoticeKeys | undefined {
  if (!Object.hasOwn(JOURNEY_TEXTS, item.id)) return undefined;
  const id = item.id as JourneyNoticeId;
  return { title: `notice.${id}.title`, more: `notice.${id}.more` };
}

export function newCount(items: readonly FeedNotification[] | undefined): number {
  return items?.filter((item) => item.isNew).length ?? 0;
}

/** After POST /rest/user/notification/last.json: nothing is new any more (no refetch: a GET is a visit). */
export function markAllSeen(items: readonly FeedNotification[]): FeedNotification[] {
  return items.map((item) => ({ ...item, isNew: false }));
}

const INTL_LOCALES: Record<string, string> = { cn: 'zh-CN', 'pt-br': 'pt-BR' };

export function formatNoticeDate(time: number, language: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[language] ?? language, { dateStyle: 'medium' }).format(time);
}
