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

/** A comment written in this browser through a comment link, with the key the server gave for it. */
interface OwnLinkComment {
  id: string;
  authorKey: string;
}

/**
 * The comments written in this browser through a comment link: only those can be changed there, each
 * with its key (everyone with the link shares its hash; the key says who wrote the comment).
 */
export const ownLinkComments = {
  key: (appId: string) => `protolab.comments.${appId}`,
  entries(appId: string): OwnLinkComment[] {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(this.key(appId)) ?? '[]');
      if (!Array.isArray(stored)) return [];
      // Ids stored alone (before comments had keys) cannot be changed any more: left out.
      return stored.filter((entry: unknown): entry is OwnLinkComment => {
        const e = entry as Partial<OwnLinkComment> | null;
        return typeof e?.id === 'string' && typeof e.authorKey === 'string';
      });
    } catch {
      return [];
    }
  },
  get(appId: string): string[] {
    return this.entries(appId).map((entry) => entry.id);
  },
  authorKey(appId: string, id: string): string | undefined {
    return this.entries(appId).find((entry) => entry.id === id)?.authorKey;
  },
  add(appId: string, id: string, authorKey: string | undefined): void {
    if (!authorKey) return;
    try {
      localStorage.setItem(this.key(appId), JSON.stringify([...this.entries(appId), { id, authorKey }]));
    } catch {
      // private mode without storage: the comment is kept, it just cannot be changed later
    }
  },
};
