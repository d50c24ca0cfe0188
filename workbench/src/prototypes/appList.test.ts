import { describe, expect, it } from 'vitest';
import { recentApps, searchApps, toSummary, type AppSummary } from './appList';

const app = (id: string, name: string, updated: number): AppSummary => ({
  ...toSummary({ id, name, updated }),
});

describe('my prototypes list', () => {
  it('reads the summary answer, tolerating missing fields', () => {
    expect(
      toSummary({
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
    expect(toSummary({ id: 'a2', role: 'boss' })).toMatchObject({
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
