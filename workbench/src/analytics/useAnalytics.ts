// The data of one study and its figures: loaded from the API (the public example endpoints when
// `example`), computed by the worker.
import { useQuery } from '@tanstack/react-query';
import { allTags, type Annotation } from '@protolab/shared';
import { api } from '../shell/api';
import { sessionStore } from '../shell/session';
import { analyticsClient } from './analyticsClient';
import type { TagFilter } from './figures';
import type { StudyRef } from './protocol';
import { studyKey } from './studyStore';

export const analyticsKeys = {
  data: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner'] as const,
  annotations: (appId: string, example: boolean) =>
    ['analytics', appId, example ? 'example' : 'owner', 'annotations'] as const,
  tags: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner', 'tags'] as const,
  /** the prototype and its tasks: small, on the page */
  meta: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner', 'meta'] as const,
  /** the events and tracks, loaded in the worker (the answer is their key and counts) */
  records: (appId: string, example: boolean) => ['analytics', appId, example ? 'example' : 'owner', 'records'] as const,
};

export function useAnnotations(appId: string, example = false) {
  return useQuery({
    queryKey: analyticsKeys.annotations(appId, example),
    queryFn: (): Promise<Annotation[]> =>
      example ? api.examples.annotations.session(appId) : api.annotations.session(appId),
  });
}

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
function useStudyMeta(appId: string, example: boolean) {
  return useQuery({
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
}

/**
 * The study's figures, of the sessions `filter` keeps; recomputed when the data, annotations or
 * filter change. The events and tracks are fetched and kept by the analytics worker: `input` names
 * them (StudyRef) and carries the rest.
 */
export function useAnalytics(appId: string, example = false, filter?: TagFilter) {
  const meta = useStudyMeta(appId, example);
  const records = useQuery({
    queryKey: analyticsKeys.records(appId, example),
    queryFn: () => analyticsClient().load({ appId, example, baseUrl: '', token: sessionStore.token() }),
  });
  const annotations = useAnnotations(appId, example);
  const base =
    meta.data && annotations.data
      ? { app: meta.data.app, tasks: meta.data.settings?.tasks ?? [], annotations: annotations.data }
      : null;
  // the worker keeps the records under this key once `records` has loaded them
  const input: StudyRef | null = base ? { ...base, study: studyKey({ appId, example }) } : null;
  const figures = useQuery({
    queryKey: [
      ...analyticsKeys.data(appId, example),
      'figures',
      meta.dataUpdatedAt,
      records.dataUpdatedAt,
      annotations.dataUpdatedAt,
      filter ?? null,
    ],
    queryFn: () => analyticsClient().figures(input!, filter),
    enabled: input !== null && records.data !== undefined,
    staleTime: Infinity,
    // A new filter keeps the last figures on screen until its own arrive (same study only).
    placeholderData: (previous, query) =>
      query?.queryKey.slice(0, 3).join() === analyticsKeys.data(appId, example).join() ? previous : undefined,
  });
  // Until then, the figures of the last time (same prototype, tasks, annotations and filter) show.
  const kept = useQuery({
    queryKey: [
      ...analyticsKeys.data(appId, example),
      'kept',
      meta.dataUpdatedAt,
      annotations.dataUpdatedAt,
      filter ?? null,
    ],
    queryFn: () => analyticsClient().kept(input!, filter),
    enabled: input !== null && figures.data === undefined,
    staleTime: Infinity,
  });
  const shown = figures.data ?? kept.data ?? undefined;
  return {
    input,
    app: meta.data?.app,
    annotations: annotations.data ?? [],
    figures: shown,
    /** the figures shown are the kept ones of the last time; the new ones are on their way */
    isUpdating: figures.data === undefined && shown !== undefined,
    isPending:
      meta.isPending || annotations.isPending || (shown === undefined && (records.isPending || figures.isPending)),
    error: meta.error ?? records.error ?? annotations.error ?? figures.error,
  };
}
