// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ownLinkComments } from './comments';

describe('own comments through a comment link', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each comment with its key, per app, across page loads', () => {
    ownLinkComments.add('a1', 'c1', 'key-1');
    ownLinkComments.add('a1', 'c2', 'key-2');
    ownLinkComments.add('a2', 'c3', 'key-3');
    expect(ownLinkComments.get('a1')).toEqual(['c1', 'c2']);
    expect(ownLinkComments.authorKey('a1', 'c2')).toBe('key-2');
    expect(ownLinkComments.authorKey('a1', 'c3')).toBeUndefined();
    expect(JSON.parse(localStorage.getItem(ownLinkComments.key('a2'))!)).toEqual([{ id: 'c3', authorKey: 'key-3' }]);
  });

  it('leaves out ids stored without a key (they can no longer be changed) and broken storage', () => {
    localStorage.setItem(ownLinkComments.key('a1'), JSON.stringify(['old', { id: 'c1', authorKey: 'k' }, null]));
    expect(ownLinkComments.get('a1')).toEqual(['c1']);
    localStorage.setItem(ownLinkComments.key('a1'), '{broken');
    expect(ownLinkComments.get('a1')).toEqual([]);
    ownLinkComments.add('a1', 'c9', undefined);
    expect(ownLinkComments.get('a1')).toEqual([]);
  });
});
