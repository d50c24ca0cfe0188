// The data of one study and its figures, from the API (the public example endpoints when `example`).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { loadWidgetRenderers, widgetTypesOf } from '@protolab/render';
import {
  allTags,
  type AnalyticsFigures,
  type Annotation,
  type FigureSection,
  type FigureSections,
  type TagFilter,
} from '@protolab/shared';
import { api } from '../shell/api';
import { sessionStore } from '../shell/session';
import type { AnalyticsTab } from '../prototypes/overviewTabs';
import type { StudyRef } from './protocol';

/** How soon stale figures are asked for again. */
const STALE_RETRY_MS = 2000;

export const analyticsKeys = {
  data: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner'] as const,
  annotations: (appId: string, example: boolean) =>
    ['analytics', appId, example ? 'example' : 'owner', 'annotations'] as const,
  tags: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner', 'tags'] as const,
  /** the prototype and its tasks: small, on the page */
  meta: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner', 'meta'] as const,
};

/** A tag to filter by: a tag annotation's name and colour, or a name only set on sessions. */
export interface TagChoice {
  name: string;
  color?: string;
}

/** The app's tags (tags.json, kind "tag": {name, color}), then tags used on sessions without one. */
export function useTagChoices(appId: string, annotations: Annotation[], example = false): TagChoice[] {
  const defined = useQuery({
    queryKey: analyticsKeys.tags(appId, example),
    queryFn: () => (example ? api.examples.annotations.tags(appId) : api.annotations.tags(appId)),
  });
  const choices: TagChoice[] = [];
  for (const tag of defined.data ?? []) {
    const { name, color } = tag as { name?: unknown; color?: unknown };
    if (typeof name === 'string' && name.trim() && !choices.some((c) => c.name === name.trim()))
      choices.push({ name: name.trim(), color: typeof color === 'string' ? color : undefined });
  }
  for (const name of allTags(annotations)) if (!choices.some((c) => c.name === name)) choices.push({ name });
  return choices;
}

/** The prototype and its test settings: what the page needs besides the figures. */
const studyMetaQuery = (appId: string, example: boolean) =>
  queryOptions({
    queryKey: analyticsKeys.meta(appId, example),
    queryFn: async () => {
      const [app, settings] = await Promise.all(
        example
          ? [api.examples.apps(appId), api.examples.test(appId).catch(() => null)]
          : [api.apps.get(appId), api.testSettings.get(appId).catch(() => null)],
      );
      return { app, settings };
    },
  });

const annotationsQuery = (appId: string, example: boolean) =>
  queryOptions({
    queryKey: analyticsKeys.annotations(appId, example),
    queryFn: (): Promise<Annotation[]> =>
      example ? api.examples.annotations.session(appId) : api.annotations.session(appId),
  });

/** What a view takes of the figures: all of them, or one section (shared analytics/figureSections.ts). */
export type FiguresView = 'whole' | FigureSection;
type FiguresOf<V extends FiguresView> = V extends FigureSection ? FigureSections[V] : AnalyticsFigures;

/** The figures (or a section of them) of the sessions `filter` keeps (all without one). */
const figuresQuery = <V extends FiguresView>(appId: string, example: boolean, view: V, filter?: TagFilter) =>
  queryOptions({
    queryKey: [...analyticsKeys.data(appId, example), 'figures', view, filter ?? null],
    queryFn: (): Promise<FiguresOf<V>> => {
      const client = example ? api.examples : api;
      return (
        view === 'whole' ? client.figures(appId, filter) : client.figureSection(appId, view as FigureSection, filter)
      ) as Promise<FiguresOf<V>>;
    },
  });

/**
 * What each analytics tab of the overview shows of the figures: the results their first view, the heat
 * maps theirs; the analytics tab leads to the analytic canvas, which takes them whole.
 */
export const TAB_FIGURES: Record<AnalyticsTab, FiguresView> = {
  results: 'results',
  heatmaps: 'heat',
  analytics: 'whole',
};

/**
 * The figures (or a section) of the sessions `filter` keeps. Figures of older data come while the API
 * computes the new ones: asked for again until they are in. A new filter keeps the last figures on
 * screen until its own arrive (same study only).
 */
export function useFigures<V extends FiguresView>(appId: string, example: boolean, view: V, filter?: TagFilter) {
  return useQuery({
    // a changed verdict invalidates the study's queries (analyticsKeys.data), these with them
    ...figuresQuery(appId, example, view, filter),
    refetchInterval: (query) => (query.state.data?.stale ? STALE_RETRY_MS : false),
    placeholderData: (previous, query) =>
      query?.queryKey.slice(0, 3).join() === analyticsKeys.data(appId, example).join() ? previous : undefined,
  });
}

export function useAnnotations(appId: string, example = false) {
  return useQuery(annotationsQuery(appId, example));
}

/**
 * What an analytics page reads, asked for by its route's loader beside the page's code: a page
 * that asked for it itself did so only once its code had come and mounted (≈0.3 s later).
 */
export function prefetchStudy(
  queryClient: QueryClient,
  appId: string,
  example = false,
  view: FiguresView = 'whole',
): void {
  void queryClient
    .fetchQuery(studyMetaQuery(appId, example))
    // the screens' drawings (thumbnails, heat maps, the canvas) come with the figures, not after them
    .then(({ app }) => loadWidgetRenderers(widgetTypesOf(app)))
    .catch(() => undefined);
  void queryClient.prefetchQuery(annotationsQuery(appId, example));
  void queryClient.prefetchQuery(figuresQuery(appId, example, view));
}

/**
 * The study's figures, of the sessions `filter` keeps: computed by the API next to the data and kept
 * there until new data arrives. `input` is what a CSV file is written from (the records are fetched
 * then).
 */
export function useAnalytics<V extends FiguresView = 'whole'>(
  appId: string,
  example = false,
  filter?: TagFilter,
  /** the section the view shows (the whole figures without one) */
  view: V = 'whole' as V,
) {
  const meta = useQuery(studyMetaQuery(appId, example));
  const annotations = useAnnotations(appId, example);
  // asked at once, beside the prototype and the annotations
  const figures = useFigures(appId, example, view, filter);
  const input: StudyRef | null =
    meta.data && annotations.data
      ? {
          app: meta.data.app,
          tasks: meta.data.settings?.tasks ?? [],
          annotations: annotations.data,
          source: { appId, example, baseUrl: '', token: sessionStore.token() },
        }
      : null;
  return {
    input,
    app: meta.data?.app,
    annotations: annotations.data ?? [],
    figures: figures.data,
    /** the figures shown are those of the filter before, or of older data; the new ones are on their way */
    isUpdating: figures.isPlaceholderData || figures.data?.stale === true,
    isPending: meta.isPending || annotations.isPending || figures.isPending,
    error: meta.error ?? annotations.error ?? figures.error,
  };
}
