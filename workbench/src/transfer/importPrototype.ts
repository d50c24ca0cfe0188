// Makes a new prototype of a read import: the document under a fresh id, then its images uploaded
// and the document's references pointed at the uploads.
import { newId, type App } from '@protolab/shared';
import { imageFileName, collectImageUrls, rewriteImageUrls } from './imageRefs';
import type { ParsedImport } from './importFile';

/** The calls an import makes (the REST client in the app, a fake in tests). */
export interface ImportPort {
  /** POST /rest/apps with the full document */
  createApp(doc: App): Promise<App>;
  /** POST /rest/images/{appId}, multipart field `file`; answers the stored image's url */
  uploadImage(appId: string, fileName: string, bytes: Uint8Array): Promise<string>;
  /** POST /rest/apps/{id}.json */
  saveApp(appId: string, doc: App): Promise<App>;
  /** DELETE /rest/apps/{id}.json, when the images could not be brought along */
  deleteApp(appId: string): Promise<unknown>;
}

/** The document as a new prototype: its own id (an import never overwrites), no legacy `_id`. */
export function asNewPrototype(app: App, id: string): App {
  const doc: App = { ...structuredClone(app), id };
  delete doc._id;
  return doc;
}

export async function importPrototype(parsed: ParsedImport, port: ImportPort, id: string = newId()): Promise<App> {
  const created = await port.createApp(asNewPrototype(parsed.app, id));
  const toUpload = collectImageUrls(created).filter((url) => parsed.images.has(imageFileName(url)));
  if (toUpload.length === 0) return created;
  try {
    const renamed = new Map<string, string>();
    const uploaded = new Map<string, string>();
    for (const url of toUpload) {
      const file = imageFileName(url);
      const next = uploaded.get(file) ?? (await port.uploadImage(id, file, parsed.images.get(file)!));
      uploaded.set(file, next);
      renamed.set(url, next);
    }
    return await port.saveApp(id, rewriteImageUrls(created, renamed));
  } catch (error) {
    await port.deleteApp(id).catch(() => undefined);
    throw error;
  }
}
