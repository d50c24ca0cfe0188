// Comments shown as threads: replies below the comment they answer, oldest first; who wrote them; when.
import type { AppComment } from '@protolab/shared';

export interface CommentThread {
  comment: AppComment;
  replies: CommentThread[];
}

/** Threads of comments; a reply whose parent is gone is shown as a thread of its own. */
export function buildThreads(comments: AppComment[]): CommentThread[] {
  const sorted = [...comments].sort((a, b) => a.created - b.created);
  const threads = new Map(sorted.map((comment) => [comment.id, { comment, replies: [] as CommentThread[] }]));
  const roots: CommentThread[] = [];
  for (const thread of threads.values()) {
    const parent = thread.comment.parentId ? threads.get(thread.comment.parentId) : undefined;
    if (parent && parent !== thread) parent.replies.push(thread);
    else roots.push(thread);
  }
  return roots;
}

/** The author's name; undefined for a tester (invitation link) or a user without a name. */
export function authorName(comment: AppComment): string | undefined {
  const name = [comment.user?.name, comment.user?.lastname].filter(Boolean).join(' ').trim();
  return name || undefined;
}

/** i18next's locale names as the browser's date formatting knows them. */
const INTL_LOCALE: Record<string, string> = { cn: 'zh-CN', 'pt-br': 'pt-BR' };

export function formatCommentTime(time: number, language: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language] ?? language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    time,
  );
}

/** Ids of the comments written in this browser through a comment link: only those can be changed there. */
export const ownLinkComments = {
  key: (appId: string) => `protolab.comments.${appId}`,
  get(appId: string): string[] {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(this.key(appId)) ?? '[]');
      return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  },
  add(appId: string, id: string): void {
    try {
      localStorage.setItem(this.key(appId), JSON.stringify([...this.get(appId), id]));
    } catch {
      // private mode without storage: the comment is kept, it just cannot be changed later
    }
  },
};
