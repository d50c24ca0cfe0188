// The export ZIP of a prototype: app.json (the document as stored) and images/<file> for every
// uploaded image it references. Import reads the same layout (importFile.ts).
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { App } from '@protolab/shared';
import { collectImageUrls, imageFileName } from './imageRefs';
import { APP_ENTRY, IMAGES_FOLDER } from './importFile';

export interface ExportPort {
  loadApp(appId: string): Promise<App>;
  /** GET /rest/images/{url}; undefined when the image is gone */
  loadImage(url: string): Promise<Uint8Array | undefined>;
}

export interface PrototypeExport {
  name: string;
  zip: Uint8Array;
  /** referenced images that could not be loaded (the references stay in the document) */
  missing: string[];
}

export async function exportPrototype(appId: string, port: ExportPort): Promise<PrototypeExport> {
  const app = await port.loadApp(appId);
  const files: Zippable = { [APP_ENTRY]: strToU8(JSON.stringify(app, null, 2)) };
  const missing: string[] = [];
  for (const url of collectImageUrls(app)) {
    const entry = IMAGES_FOLDER + imageFileName(url);
    if (entry in files) continue;
    const bytes = await port.loadImage(url);
    if (bytes)
      files[entry] = [bytes, { level: 0 }]; // already compressed
    else missing.push(url);
  }
  return { name: app.name, zip: zipSync(files, { level: 6 }), missing };
}

/** A file name for the download: the prototype's name without characters file systems refuse. */
export function exportFileName(name: string): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 0x20 ? ' ' : ch)).join('');
  const clean = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${clean || 'prototype'}.zip`;
}
