// The ZIP of a code export (issue 37): the generated files and the images the screens show, in one
// folder named after the prototype. Images are fetched through the export's port; one that cannot be
// loaded is left out and named.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { imagePath, type ExportedPrototype, type ExportFiles } from '@protolab/shared';

export type CodeKind = 'site' | 'react';

export interface CodeZip {
  fileName: string;
  zip: Uint8Array;
  /** images that could not be loaded */
  missing: string[];
}

function folderName(name: string, kind: CodeKind): string {
  const clean = name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return `${clean || 'prototype'}-${kind === 'site' ? 'site' : 'react'}`;
}

export async function codeZip(
  prototype: ExportedPrototype,
  files: ExportFiles,
  kind: CodeKind,
  loadImage: (url: string) => Promise<Uint8Array | undefined>,
): Promise<CodeZip> {
  const folder = folderName(prototype.name, kind);
  const entries: Zippable = {};
  for (const [path, text] of Object.entries(files)) entries[`${folder}/${path}`] = strToU8(text);
  const missing: string[] = [];
  const urls = new Set(prototype.screens.flatMap((s) => s.images));
  for (const url of urls) {
    const path = imagePath(url);
    if (path === url) continue; // an address on the web stays one
    const bytes = await loadImage(url).catch(() => undefined);
    if (!bytes) {
      missing.push(url);
      continue;
    }
    // a React project serves its files from public/
    entries[`${folder}/${kind === 'react' ? 'public/' : ''}${path}`] = [bytes, { level: 0 }];
  }
  return { fileName: `${folder}.zip`, zip: zipSync(entries, { level: 6 }), missing };
}
