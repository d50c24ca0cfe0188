// Reading an import (SPEC §5/§8): a ZIP of our export (app.json, images/<file> and the study's
// recorded data), the existing product's app JSON, our own app JSON, or several JSON files chosen
// together (a prototype with its events, mouse tracks, test settings, annotations, comments). What
// each file holds is read from its content. Everything is checked before anything is sent.
import { unzipSync, strFromU8 } from 'fflate';
import {
  AppValidationError,
  MAX_IMAGE_BYTES,
  MAX_JSON_BODY_BYTES,
  newId,
  readStudyFiles,
  standInApp,
  type App,
  type StudyFile,
  type StudyImport,
} from '@protolab/shared';
import { collectImageUrls, imageFileName } from './imageRefs';

export const APP_ENTRY = 'app.json';
export const IMAGES_FOLDER = 'images/';
/** A ZIP holds the document (at most the API's JSON limit) and its images. */
export const MAX_IMPORT_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_JSON_BYTES = MAX_JSON_BODY_BYTES;
export const IMPORT_ACCEPT = '.zip,.json,application/zip,application/json';

export type ImportProblem =
  'noFile' | 'tooBig' | 'wrongType' | 'wrongZip' | 'zipAlone' | 'invalidDocument' | 'imageTooBig' | 'imageWrongType';

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
  /** what the files hold beside the prototype, and what of it cannot come along (not for images) */
  study?: StudyImport;
  /** the prototype is a stand-in made of the recordings' screens: none was among the files */
  standIn?: boolean;
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

/** The same for files chosen together: JSON files, or one ZIP alone. */
export function checkImportFiles(files: readonly { name: string; size: number }[]): ImportProblem | undefined {
  if (files.length === 0) return 'noFile';
  for (const file of files) {
    const problem = checkImportFile(file);
    if (problem) return problem;
  }
  if (files.length > 1 && files.some((file) => kindByName(file.name) === 'zip')) return 'zipAlone';
  return undefined;
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** JPG, PNG or GIF, read from the content. */
export function isSupportedImage(bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  return starts(0xff, 0xd8, 0xff) || starts(0x89, 0x50, 0x4e, 0x47) || starts(0x47, 0x49, 0x46, 0x38);
}

/** JSON text, or undefined when it is none. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export interface ImportOptions {
  /** the name of a stand-in prototype, made when only recordings came */
  standInName?: string;
}

/** The study of the files and its prototype (a stand-in when only recordings came), checked. */
function readStudy(files: StudyFile[], options: ImportOptions) {
  let study: StudyImport;
  try {
    study = readStudyFiles(files);
  } catch (error) {
    if (error instanceof AppValidationError) throw new ImportError('invalidDocument');
    throw error;
  }
  if (study.app) return { app: study.app, study, standIn: false };
  if (study.events.length + study.mouse.length === 0) throw new ImportError('invalidDocument');
  const app = standInApp(study, { id: newId(), name: options.standInName ?? 'Recorded study' });
  return { app, study, standIn: true };
}

/** Folders a ZIP tool adds beside the files (macOS resource forks). */
const isToolEntry = (name: string) => name.startsWith('__MACOSX/') || imageFileName(name).startsWith('._');

function readZip(bytes: Uint8Array, options: ImportOptions): ParsedImport {
  const tooBig: string[] = [];
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (entry) => {
        if (isToolEntry(entry.name)) return false;
        const json = /\.json$/i.test(entry.name) && !entry.name.includes(IMAGES_FOLDER);
        const wanted = json || entry.name.includes(IMAGES_FOLDER);
        // the prototype's JSON is held to the API's limit below; the recordings go in batches
        const limit = json ? MAX_IMPORT_ZIP_BYTES : MAX_IMAGE_BYTES;
        if (wanted && entry.originalSize > limit) tooBig.push(entry.name);
        return wanted && entry.originalSize <= limit;
      },
    });
  } catch {
    throw new ImportError('wrongZip');
  }
  const jsonNames = Object.keys(entries).filter((name) => /\.json$/i.test(name) && !name.includes(IMAGES_FOLDER));
  if (jsonNames.length === 0) {
    if (tooBig.some((name) => imageFileName(name) === APP_ENTRY)) throw new ImportError('tooBig', APP_ENTRY);
    throw new ImportError('wrongZip');
  }
  const texts = new Map(jsonNames.map((name) => [name, strFromU8(entries[name]!)]));
  // app.json first: of two prototypes, ours is the one the ZIP is about
  const files = [...texts]
    .sort(([a], [b]) => Number(imageFileName(b) === APP_ENTRY) - Number(imageFileName(a) === APP_ENTRY))
    .map(([name, text]) => ({ name, json: parseJson(text) }));
  const { app, study, standIn } = readStudy(files, options);
  const docName = files.find((file) => file.json !== undefined && studyAppOf(file.json, app))?.name;
  if (docName !== undefined && texts.get(docName)!.length > MAX_IMPORT_JSON_BYTES)
    throw new ImportError('tooBig', imageFileName(docName));
  const prefix = (docName ? docName.slice(0, docName.length - imageFileName(docName).length) : '') + IMAGES_FOLDER;
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
  return { kind: 'zip', app, images, study, standIn };
}

/** Whether `json` is the document the prototype was read from. */
function studyAppOf(json: unknown, app: App): boolean {
  const doc = json as { id?: unknown; _id?: unknown; screens?: unknown } | null;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    typeof doc.screens === 'object' &&
    (doc.id ?? doc._id) === (app.id ?? app._id)
  );
}

/** Reads a chosen file's bytes into a checked document and its images; throws ImportError. */
export function parseImport(name: string, bytes: Uint8Array, options: ImportOptions = {}): ParsedImport {
  return parseImportFiles([{ name, bytes }], options);
}

/**
 * Reads files chosen together: one ZIP, or JSON files (a prototype and its study's parts, in any
 * order and under any names). Throws ImportError for the first problem that stops the import; what
 * only some records or files cannot bring along is listed in `study.problems`.
 */
export function parseImportFiles(
  files: readonly { name: string; bytes: Uint8Array }[],
  options: ImportOptions = {},
): ParsedImport {
  const problem = checkImportFiles(files.map((file) => ({ name: file.name, size: file.bytes.length })));
  if (problem) throw new ImportError(problem);
  const [first] = files;
  if (files.length === 1 && kindByName(first!.name) === 'zip') {
    if (!isZip(first!.bytes)) throw new ImportError('wrongZip');
    return readZip(first!.bytes, options);
  }
  if (files.some((file) => isZip(file.bytes))) throw new ImportError('wrongType');
  const parsed = files.map((file) => ({ name: file.name, json: parseJson(new TextDecoder().decode(file.bytes)) }));
  const { app, study, standIn } = readStudy(parsed, options);
  return { kind: 'json', app, images: new Map(), study, standIn };
}
