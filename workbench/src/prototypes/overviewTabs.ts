// The tabs of the prototype overview (SPEC §2); "run test" and "share" are actions beside them.
export const OVERVIEW_TABS = [
  'design',
  'test',
  'results',
  'comments',
  'heatmaps',
  'settings',
  'team',
  'analytics',
] as const;
export type OverviewTab = (typeof OVERVIEW_TABS)[number];

/** The share dialog opens over the design tab at apps/{id}/share.html. */
export const SHARE_TAB = 'share';

export function isOverviewTab(value: string): value is OverviewTab {
  return (OVERVIEW_TABS as readonly string[]).includes(value);
}

/** The analytics tabs of the overview; the analytic canvas opens on a page of its own. */
export const ANALYTICS_TABS = ['results', 'heatmaps', 'analytics'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export function isAnalyticsTab(value: string): value is AnalyticsTab {
  return (ANALYTICS_TABS as readonly string[]).includes(value);
}
