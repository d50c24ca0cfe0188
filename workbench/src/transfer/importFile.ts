// Reading an import (SPEC §5/§8): a ZIP of our export (app.json, images/<file> and the study's
// recorded data), the existing product's app JSON, our own app JSON, or several JSON files chosen
// together (a prototype with its events, mouse tracks, test settings, annotations, comments). What
// each file holds is read from its content. Everything is checked before anything is sent.
import { Inflate, strFromU8 } from 'fflate';
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
  collectImageUrls,
  imageFileName,
} from '@protolab/shared';

export const APP_ENTRY = 'app.json';
export const IMAGES_FOLDER = 'images/';
/** A ZIP holds the document (at most the API's JSON limit) and its images. */
export const MAX_IMPORT_ZIP_BYTES = 50 * 1024 * 1024;
export const MAX_IMPORT_JSON_BYTES = MAX_JSON_BODY_BYTES;
/**
 * What a ZIP may unpack to, checked while it unpacks: in all at most MAX_IMPORT_UNPACKED_BYTES, and
 * at most MAX_IMPORT_UNPACK_RATIO times its own size (exports deflate 10 to 15:1; a ZIP bomb 1,000:1),
 * though any ZIP may unpack to UNPACK_RATIO_FREE_BYTES.
 */
export const MAX_IMPORT_UNPACKED_BYTES = 200 * 1024 * 1024;
export const MAX_IMPORT_UNPACK_RATIO = 100;
const UNPACK_RATIO_FREE_BYTES = 1024 * 1024;
/**
 * Compressed bytes inflated at a time: deflate unpacks at most 1,032 bytes from one, so the unpacked
 * size overshoots a limit by at most about 8 MB before the import stops.
 */
export const UNPACK_STEP_BYTES = 8 * 1024;
export const IMPORT_ACCEPT = '.zip,.json,application/zip,application/json';

export type ImportProblem =
  | 'noFile'
  | 'tooBig'
  | 'wrongType'
  | 'wrongZip'
  | 'zipAlone'
  | 'invalidDocument'
  | 'imageTooBig'
  | 'imageWrongType'
  | 'unpacksTooBig';

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

/** A ZIP that unpacks past the limits: stopped after `unpacked` bytes. */
export class UnpackLimitError extends ImportError {
  constructor(readonly unpacked: number) {
    super('unpacksTooBig');
  }
}

export interface UnpackLimits {
  maxBytes: number;
  maxRatio: number;
}

export const UNPACK_LIMITS: UnpackLimits = { maxBytes: MAX_IMPORT_UNPACKED_BYTES, maxRatio: MAX_IMPORT_UNPACK_RATIO };

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
  /** what a ZIP may unpack to (tests make them small) */
  unpackLimits?: UnpackLimits;
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

const u16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const u32 = (bytes: Uint8Array, at: number) => u16(bytes, at) + u16(bytes, at + 2) * 0x10000;

interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  /** where its (compressed) data lies in the ZIP */
  start: number;
  size: number;
  /** the unpacked size the ZIP claims: a limit may refuse it early, never trusts it */
  originalSize: number;
}

/** The entries the ZIP's central directory lists; wrongZip when it cannot be read. */
function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const wrong = () => new ImportError('wrongZip');
  let end = bytes.length - 22;
  const first = Math.max(0, end - 0xffff); // the end record may be followed by a comment
  while (end >= first && u32(bytes, end) !== 0x06054b50) end--;
  if (end < first) throw wrong();
  const entries: ZipEntry[] = [];
  for (let n = u16(bytes, end + 10), at = u32(bytes, end + 16); n > 0; n--) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) throw wrong();
    const nameLength = u16(bytes, at + 28);
    const local = u32(bytes, at + 42);
    if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50) throw wrong();
    const utf8 = (u16(bytes, at + 8) & 0x800) !== 0;
    const entry = {
      name: strFromU8(bytes.subarray(at + 46, at + 46 + nameLength), !utf8),
      method: u16(bytes, at + 10),
      start: local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28),
      size: u32(bytes, at + 20),
      originalSize: u32(bytes, at + 24),
    };
    if (entry.start + entry.size > bytes.length) throw wrong();
    entries.push(entry);
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return entries;
}

/**
 * Unpacks the entries `limitOf` wants (it answers an entry's own size limit), counting every byte
 * as it comes: past the ZIP's limits the import stops (UnpackLimitError) with no more unpacked than
 * the limit and one step; an entry past its own limit is left out and named in `tooBig`.
 */
function unpackZip(
  bytes: Uint8Array,
  limitOf: (entry: ZipEntry) => number | undefined,
  limits: UnpackLimits,
): { entries: Record<string, Uint8Array>; tooBig: string[] } {
  const budget = Math.min(limits.maxBytes, Math.max(limits.maxRatio * bytes.length, UNPACK_RATIO_FREE_BYTES));
  const entries: Record<string, Uint8Array> = {};
  const tooBig: string[] = [];
  let unpacked = 0;
  const count = (length: number) => {
    unpacked += length;
    if (unpacked > budget) throw new UnpackLimitError(unpacked);
  };
  for (const entry of zipEntries(bytes)) {
    const limit = limitOf(entry);
    if (limit === undefined) continue;
    if (entry.originalSize > limit) {
      tooBig.push(entry.name);
      continue;
    }
    if (entry.method !== 0 && entry.method !== 8) throw new ImportError('wrongZip');
    const data = bytes.subarray(entry.start, entry.start + entry.size);
    if (entry.method === 0) {
      count(data.length);
      if (data.length > limit) tooBig.push(entry.name);
      else entries[entry.name] = data.slice();
      continue;
    }
    const parts: Uint8Array[] = [];
    let size = 0;
    const inflate = new Inflate((part) => {
      count(part.length);
      size += part.length;
      if (size <= limit) parts.push(part);
    });
    try {
      for (let at = 0; at < data.length || at === 0; at += UNPACK_STEP_BYTES) {
        inflate.push(data.subarray(at, at + UNPACK_STEP_BYTES), at + UNPACK_STEP_BYTES >= data.length);
        if (size > limit) break;
      }
    } catch (error) {
      if (error instanceof ImportError) throw error;
      throw new ImportError('wrongZip');
    }
    if (size > limit) {
      tooBig.push(entry.name);
      continue;
    }
    const whole = new Uint8Array(size);
    let offset = 0;
    for (const part of parts) {
      whole.set(part, offset);
      offset += part.length;
    }
    entries[entry.name] = whole;
  }
  return { entries, tooBig };
}

function readZip(bytes: Uint8Array, options: ImportOptions): ParsedImport {
  const { entries, tooBig } = unpackZip(
    bytes,
    (entry) => {
      if (isToolEntry(entry.name)) return undefined;
      const json = /\.json$/i.test(entry.name) && !entry.name.includes(IMAGES_FOLDER);
      // the prototype's JSON is held to the API's limit below; the recordings go in batches
      if (json) return MAX_IMPORT_ZIP_BYTES;
      return entry.name.includes(IMAGES_FOLDER) ? MAX_IMAGE_BYTES : undefined;
    },
    options.unpackLimits ?? UNPACK_LIMITS,
  );
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
