import { describe, expect, it } from 'vitest';
import { guestFeed, workbenchEnglish, JOURNEY_TEXTS, type FeedNotification } from '@protolab/shared';
import { formatNoticeDate, markAllSeen, newCount, noticeKeys } from './notices';

const item = (id: string, isNew: boolean): FeedNotification => ({
  id,
  type: 'UserJourney',
  title: id,
  lastUpdate: 1,
  isNew,
});

describe('notices', () => {
  it('has a translated title and text for every notice of ours, none for news', () => {
    const en = workbenchEnglish.help as Record<string, string>;
    for (const id of Object.keys(JOURNEY_TEXTS)) {
      const keys = noticeKeys({ id })!;
      expect(en[keys.title]).toBe(JOURNEY_TEXTS[id as keyof typeof JOURNEY_TEXTS].title);
      expect(en[keys.more]).toBe(JOURNEY_TEXTS[id as keyof typeof JOURNEY_TEXTS].more);
    }
    expect(noticeKeys({ id: 'news-1' })).toBeUndefined();
    expect(noticeKeys({ id: 'toString' })).toBeUndefined();
    expect(noticeKeys(guestFeed()[0]!)).toEqual({ title: 'notice.welcome.title', more: 'notice.welcome.more' });
  });

  it('counts the new ones and marks all seen', () => {
    const items = [item('a', true), item('b', false), item('c', true)];
    expect(newCount(items)).toBe(2);
    expect(newCount(undefined)).toBe(0);
    expect(newCount(markAllSeen(items))).toBe(0);
    expect(items[0]!.isNew).toBe(true);
  });

  it('formats dates in the reader language', () => {
    const time = Date.UTC(2025, 4, 17, 12);
    expect(formatNoticeDate(time, 'en')).toBe('May 17, 2025');
    expect(formatNoticeDate(time, 'de')).toBe('17.05.2025');
    expect(formatNoticeDate(time, 'cn')).toContain('2025');
  });
});
