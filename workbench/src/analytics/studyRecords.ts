// A study's recorded events and mouse tracks, fetched where the CSV files are written (the analytics
// worker, or the main thread where there is none): the page never holds them.
import { createRestClient, type MouseTrack, type RecordedEvent } from '@protolab/shared';

/** Where to read a study from: the designer API with the login token, or the public examples. */
export interface StudySource {
  appId: string;
  example: boolean;
  /** '' for the page's origin */
  baseUrl: string;
  token: string | null | undefined;
}

export interface StudyRecords {
  events: RecordedEvent[];
  tracks: MouseTrack[];
}

/** Records per page (the API's most): keyset pages, each as quick as the first. */
const PAGE = 10_000;
/** Every page of a keyset listing, from the first (`after` '') to the one whose `next` is null. */
async function allPages<T>(read: (after: string) => Promise<{ items: T[]; next: string | null }>): Promise<T[]> {
  const all: T[] = [];
  let after: string | null = '';
  while (after !== null) {
    const page = await read(after);
    for (const item of page.items) all.push(item);
    after = page.next;
  }
  return all;
}

/** The study's events and tracks, fetched (keyset pages of the designer API, or the example's lists). */
export async function fetchStudyRecords(source: StudySource): Promise<StudyRecords> {
  const api = createRestClient({
    baseUrl: source.baseUrl,
    // looked up at each call, so that tests can stub the global fetch
    fetch: (url, init) => fetch(url, init as RequestInit),
    getToken: () => source.token,
  });
  const { appId } = source;
  if (source.example) {
    const [events, tracks] = await Promise.all([api.examples.events(appId), api.examples.mouse(appId)]);
    return { events, tracks };
  }
  const [events, tracks] = await Promise.all([
    allPages((after) =>
      api.events.pageAfter(appId, { after, limit: PAGE }).then((p) => ({ items: p.events, next: p.next })),
    ),
    allPages((after) => api.mouse.page(appId, { after, limit: PAGE }).then((p) => ({ items: p.tracks, next: p.next }))),
  ]);
  return { events, tracks };
}
