// Makes a new prototype of a read import: the document under a fresh id, then its images uploaded
// and the document's references pointed at the uploads, then its study (test settings, recorded
// data in batches). Should any of it fail, the new prototype is deleted again.
import {
  hasStudyData,
  studyBatches,
  type App,
  type StudyBatch,
  type StudyBatchResult,
  type StudyImport,
  type TestSettings,
  type TestSettingsInput,
  newId,
  imageFileName,
  collectImageUrls,
  rewriteImageUrls,
} from '@protolab/shared';
import type { ParsedImport } from './importFile';

/** The calls an import makes (the REST client in the app, a fake in tests). */
export interface ImportPort {
  /** POST /rest/apps with the full document */
  createApp(doc: App): Promise<App>;
  /** POST /rest/images/{appId}, multipart field `file`; answers the stored image's url */
  uploadImage(appId: string, fileName: string, bytes: Uint8Array): Promise<string>;
  /** POST /rest/apps/{id}.json */
  saveApp(appId: string, doc: App): Promise<App>;
  /** DELETE /rest/apps/{id}.json, when the images or the study could not be brought along */
  deleteApp(appId: string): Promise<unknown>;
  /** POST /rest/test/{id}.json */
  saveTestSettings(appId: string, settings: TestSettingsInput): Promise<TestSettings>;
  /** POST /rest/apps/{id}/study.json: one batch of recorded data */
  addStudy(appId: string, batch: StudyBatch): Promise<StudyBatchResult>;
}

/** The document as a new prototype: its own id (an import never overwrites), no legacy `_id`. */
export function asNewPrototype(app: App, id: string): App {
  const doc: App = { ...structuredClone(app), id };
  delete doc._id;
  return doc;
}

export async function importPrototype(parsed: ParsedImport, port: ImportPort, id: string = newId()): Promise<App> {
  const created = await port.createApp(asNewPrototype(parsed.app, id));
  try {
    const app = await uploadImages(created, parsed, port);
    if (parsed.study && hasStudyData(parsed.study)) await importStudy(id, parsed.study, port);
    return app;
  } catch (error) {
    await port.deleteApp(id).catch(() => undefined);
    throw error;
  }
}

async function uploadImages(created: App, parsed: ParsedImport, port: ImportPort): Promise<App> {
  const toUpload = collectImageUrls(created).filter((url) => parsed.images.has(imageFileName(url)));
  if (toUpload.length === 0) return created;
  const renamed = new Map<string, string>();
  const uploaded = new Map<string, string>();
  for (const url of toUpload) {
    const file = imageFileName(url);
    const next = uploaded.get(file) ?? (await port.uploadImage(created.id, file, parsed.images.get(file)!));
    uploaded.set(file, next);
    renamed.set(url, next);
  }
  return port.saveApp(created.id, rewriteImageUrls(created, renamed));
}

/** The study into the new prototype: its test settings, then its records batch by batch. */
export async function importStudy(appId: string, study: StudyImport, port: ImportPort): Promise<void> {
  if (study.testSettings) await port.saveTestSettings(appId, study.testSettings);
  for (const batch of studyBatches(study)) await port.addStudy(appId, batch);
}
