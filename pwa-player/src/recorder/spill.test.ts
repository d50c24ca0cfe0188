import { describe, expect, it } from 'vitest';
import type { OutboxItem, SessionRecord } from '../storage';
import { mergeSpill, readSpill, spill, SPILL_KEY } from './spill';

const item = (id: string): OutboxItem => ({ id, kind: 'event', appId: 'a', hash: 'h', record: { id } });
const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

describe('outbox spill', () => {
  it('keeps one copy per record id across pages, and the newest session state', () => {
    const first = mergeSpill(undefined, [item('a'), item('b')], { id: 's1', updatedAt: 1 } as SessionRecord);
    const second = mergeSpill(first, [item('b'), item('c')], { id: 's1', updatedAt: 2 } as SessionRecord);
    expect(second.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
    expect(second.sessions).toEqual([{ id: 's1', updatedAt: 2 }]);
  });

  it('writes synchronously and adds to an earlier spill', () => {
    const store = memoryStorage();
    spill(store, [item('a')]);
    spill(store, [item('b')]);
    expect(readSpill(store)?.items.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('writes nothing when nothing is uncommitted, and survives a full or broken storage', () => {
    const store = memoryStorage();
    spill(store, []);
    expect(store.getItem(SPILL_KEY)).toBeNull();
    const full = {
      ...store,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => spill(full, [item('a')])).not.toThrow();
    store.setItem(SPILL_KEY, '{broken');
    expect(readSpill(store)).toBeUndefined();
  });
});
