// Reading an import file (SPEC §5/§8): a ZIP of our export (app.json + images/<file>), the existing
// product's app JSON, or our own app JSON. Everything is checked before anything is sent.
import { unzipSync, strFromU8 } from 'fflate';
import { AppValidationError, importQuantUxApp, MAX_IMAGE_BYTES, MAX_JSON_BODY_BYTES, type App } from '@protolab/shared';
import { collectImageUrls, imageFileName } from './imageRefs';

export const APP_ENTRY = 'app.json';
export const IMAGES_FOLDER = 'images/';
/** A ZIP holds the document (at most the API's JSON limit) and its images. */
export const MAX_IMPORT_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_JSON_BYTES = MAX_JSON_BODY_BYTES;
export const IMPORT_ACCEPT = '.zip,.json,application/zip,application/json';

export type ImportProblem =
  'noFile' | 'tooBig' | 'wrongType' | 'wrongZip' | 'invalidDocument' | 'imageTooBig' | 'imageWrongType';

export class ImportError extends Error {
  constructor(
    readonly problem: ImportProblem,
    /** the file the problem is about, when it is one inside a ZIP */
    readonly file?: string,
  ) {
    super(`Import: ${problem}${file ? ` (${file})` : ''}`);
    this.name = 'ImportError';
  }
}

export interface ParsedImport {
  kind: 'zip' | 'json' | 'images';
  /** migrated and validated; still with the id it was exported with */
  app: App;
  /** the images the document references that the ZIP holds: file name → bytes */
  images: Map<string, Uint8Array>;
}

type FileKind = 'zip' | 'json';

const kindByName = (name: string): FileKind | undefined =>
  /\.zip$/i.test(name) ? 'zip' : /\.json$/i.test(name) ? 'json' : undefined;

/** The checks that need no reading: a file is chosen, is a ZIP or JSON, and is not too big. */
export function checkImportFile(file: { name: string; size: number } | null | undefined): ImportProblem | undefined {
  if (!file) return 'noFile';
  const kind = kindByName(file.name);
  if (!kind) return 'wrongType';
  if (file.size > (kind === 'zip' ? MAX_IMPORT_ZIP_BYTES : MAX_IMPORT_JSON_BYTES)) return 'tooBig';
  return undefined;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** JPG, PNG or GIF, read from the content. */
export function isSupportedImage(bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  return starts(0xff, 0xd8, 0xff) || starts(0x89, 0x50, 0x4e, 0x47) || starts(0x47, 0x49, 0x46, 0x38);
}

function readDocument(text: string): App {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ImportError('invalidDocument');
  }
  try {
    return importQuantUxApp(json).app;
  } catch (error) {
    if (error instanceof AppValidationError) throw new ImportError('invalidDocument');
    throw error;
  }
}

function readZip(bytes: Uint8Array): ParsedImport {
  const tooBig: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        const wanted = imageFileName(entry.name) === APP_ENTRY || entry.name.includes(IMAGES_FOLDER);
        const limit = imageFileName(entry.name) === APP_ENTRY ? MAX_IMPORT_JSON_BYTES : MAX_IMAGE_BYTES;
        if (wanted && entry.originalSize > limit) tooBig.push(entry.name);
        return wanted && entry.originalSize <= limit;
      },
    });
  } catch {
    throw new ImportError('wrongZip');
  }
  // app.json at the top, or in the one folder the ZIP was made of
  const docName = Object.keys(entries)
    .filter((name) => imageFileName(name) === APP_ENTRY && name.split('/').length <= 2)
    .sort((a, b) => a.length - b.length)[0];
  if (docName === undefined) {
    if (tooBig.some((name) => imageFileName(name) === APP_ENTRY)) throw new ImportError('tooBig', APP_ENTRY);
    throw new ImportError('wrongZip');
  }
  const prefix = docName.slice(0, docName.length - APP_ENTRY.length) + IMAGES_FOLDER;
  const app = readDocument(strFromU8(entries[docName]!));
  const images = new Map<string, Uint8Array>();
  for (const url of collectImageUrls(app)) {
    const file = imageFileName(url);
    const entry = prefix + file;
    if (tooBig.includes(entry)) throw new ImportError('imageTooBig', file);
    const data = entries[entry];
    if (!data) continue; // referenced but not exported: the reference stays as it is
    if (!isSupportedImage(data)) throw new ImportError('imageWrongType', file);
    images.set(file, data);
  }
  return { kind: 'zip', app, images };
}

/** Reads a chosen file's bytes into a checked document and its images; throws ImportError. */
export function parseImport(name: string, bytes: Uint8Array): ParsedImport {
  const problem = checkImportFile({ name, size: bytes.length });
  if (problem) throw new ImportError(problem);
  if (kindByName(name) === 'zip') {
    if (!isZip(bytes)) throw new ImportError('wrongZip');
    return readZip(bytes);
  }
  if (isZip(bytes)) throw new ImportError('wrongType');
  return { kind: 'json', app: readDocument(new TextDecoder().decode(bytes)), images: new Map() };
}
