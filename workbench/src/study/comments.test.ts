import { describe, expect, it } from 'vitest';
import type { AppComment } from '@protolab/shared';
import { authorName, buildThreads, formatCommentTime } from './comments';

const comment = (id: string, created: number, parentId?: string): AppComment => ({
  id,
  appId: 'a1',
  message: id,
  created,
  ...(parentId && { parentId }),
});

describe('comment threads', () => {
  it('puts replies below their comment, oldest first; an orphan reply stands alone', () => {
    const threads = buildThreads([
      comment('r2', 4, 'root'),
      comment('root', 1),
      comment('r1', 2, 'root'),
      comment('deep', 5, 'r1'),
      comment('second', 3),
      comment('orphan', 6, 'deleted'),
    ]);
    expect(threads.map((t) => t.comment.id)).toEqual(['root', 'second', 'orphan']);
    expect(threads[0].replies.map((t) => t.comment.id)).toEqual(['r1', 'r2']);
    expect(threads[0].replies[0].replies.map((t) => t.comment.id)).toEqual(['deep']);
  });

  it("names the author, or nobody for a tester's comment", () => {
    expect(authorName({ ...comment('c', 1), user: { id: 'u', name: 'Ada', lastname: 'Lovelace' } })).toBe(
      'Ada Lovelace',
    );
    expect(authorName({ ...comment('c', 1), user: { id: 'u' } })).toBeUndefined();
    expect(authorName(comment('c', 1))).toBeUndefined();
  });

  it('formats the time in the interface language (cn as zh-CN)', () => {
    const time = Date.UTC(2026, 0, 15, 12, 0);
    expect(formatCommentTime(time, 'en')).toMatch(/2026/);
    expect(formatCommentTime(time, 'cn')).toMatch(/2026年/);
  });
});
