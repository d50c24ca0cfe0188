import { describe, expect, it } from 'vitest';
import type { AppSummary } from '@protolab/shared';
import { recentApps, searchApps, toCard, type PrototypeCard } from './appList';

const app = (id: string, name: string, updated: number): PrototypeCard => ({
  ...toCard({ id, name, updated } as AppSummary),
});

describe('my prototypes list', () => {
  it('reads the summary answer, tolerating missing fields', () => {
    expect(
      toCard({
        id: 'a1',
        name: 'Shop',
        type: 'tablet',
        screenSize: { w: 820, h: 1180 },
        created: 1,
        updated: 2,
        role: 'owner',
        counts: { screens: 3, widgets: 9 },
      }),
    ).toEqual({
      id: 'a1',
      name: 'Shop',
      type: 'tablet',
      screenSize: { w: 820, h: 1180 },
      created: 1,
      updated: 2,
      role: 'owner',
      screens: 3,
      widgets: 9,
    });
    expect(toCard({ id: 'a2', role: 'boss' } as unknown as AppSummary)).toMatchObject({
      name: '',
      screenSize: null,
      role: undefined,
      screens: 0,
    });
  });

  it('recent: the last changed first, four at most', () => {
    const apps = [app('a', 'A', 1), app('b', 'B', 5), app('c', 'C', 3), app('d', 'D', 4), app('e', 'E', 2)];
    expect(recentApps(apps).map((a) => a.id)).toEqual(['b', 'd', 'c', 'e']);
  });

  it('search: every word, any case, sorted by name', () => {
    const apps = [app('1', 'Shop checkout', 1), app('2', 'newsletter', 1), app('3', 'Checkout v2 shop', 1)];
    expect(searchApps(apps, 'SHOP check').map((a) => a.id)).toEqual(['3', '1']);
    expect(searchApps(apps, '').map((a) => a.id)).toEqual(['3', '2', '1']);
    expect(searchApps(apps, 'cart')).toEqual([]);
  });
});
