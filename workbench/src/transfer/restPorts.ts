// The import's and export's calls through the workbench's REST client (and, for image bytes,
// which are not JSON, a plain fetch with the same bearer token).
import { RestError, type EventPage, type RecordedEvent } from '@protolab/shared';
import { api } from '../shell/api';
import { imageSource } from '../shell/imageSource';
import { sessionStore } from '../shell/session';
import type { ExportPort } from './exportPrototype';
import type { ImportPort } from './importPrototype';

export const restImportPort: ImportPort = {
  createApp: (doc) => api.apps.create(doc),
  async uploadImage(appId, fileName, bytes) {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), fileName);
    const target = `/rest/images/${encodeURIComponent(appId)}`;
    const { uploads } = await api.images.upload(target, form);
    const [upload] = uploads;
    if (!upload) throw new RestError('POST', target, 200, uploads);
    return upload.url;
  },
  saveApp: (appId, doc) => api.apps.save(appId, doc),
  deleteApp: (appId) => api.apps.delete(appId),
  saveTestSettings: (appId, settings) => api.testSettings.save(appId, settings),
  addStudy: (appId, batch) => api.study.add(appId, batch),
};

/** Every event of the app, page by page (all types: animations too). */
async function allEvents(appId: string): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let offset: number | null = 0; offset !== null;) {
    const page: EventPage = await api.request<EventPage>('GET', `/rest/events/${encodeURIComponent(appId)}.json`, {
      query: { batch: true, offset, limit: EXPORT_EVENT_PAGE },
    });
    events.push(...page.events);
    offset = page.next;
  }
  return events;
}

/** Events per request of an export. */
const EXPORT_EVENT_PAGE = 5000;

export const restExportPort: ExportPort = {
  loadApp: (appId) => api.apps.get(appId),
  async loadImage(url) {
    const token = sessionStore.token();
    const response = await fetch(imageSource(url), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (response.status !== 200) return undefined;
    return new Uint8Array(await response.arrayBuffer());
  },
  async loadStudy(appId) {
    const [events, mouse, testSettings, sessions, tags, comments] = await Promise.all([
      allEvents(appId),
      api.mouse.list(appId),
      api.testSettings.get(appId).catch(() => null),
      api.annotations.session(appId),
      api.annotations.tags(appId),
      api.comments.list(appId),
    ]);
    return { events, mouse, testSettings, annotations: [...sessions, ...tags], comments };
  },
};
