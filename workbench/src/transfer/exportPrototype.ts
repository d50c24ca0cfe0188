// The export ZIP of a prototype: app.json (the document as stored), images/<file> for every
// uploaded image it references, and its study: events.json, mouse.json, test.json (tasks),
// annotations.json and comments.json, each when there is something in it. Import reads the same
// layout (importFile.ts), each part recognised by its content.
import { strToU8, zipSync, type Zippable } from 'fflate';
import { collectImageUrls, imageFileName, type App, type TestSettings } from '@protolab/shared';
import { APP_ENTRY, IMAGES_FOLDER } from './importFile';

type Json = Record<string, unknown>;

/** A prototype's study as the API answers it. */
export interface StudyData {
  events: Json[];
  mouse: Json[];
  testSettings: TestSettings | null;
  /** session annotations and tag definitions */
  annotations: Json[];
  comments: Json[];
}

export interface ExportPort {
  loadApp(appId: string): Promise<App>;
  /** GET /rest/images/{url}; undefined when the image is gone */
  loadImage(url: string): Promise<Uint8Array | undefined>;
  /** the events (all pages), mouse tracks, test settings, annotations and comments */
  loadStudy(appId: string): Promise<StudyData>;
}

export const STUDY_ENTRIES = {
  events: 'events.json',
  mouse: 'mouse.json',
  testSettings: 'test.json',
  annotations: 'annotations.json',
  comments: 'comments.json',
} as const;

/** A record without what the API adds when it answers and what belongs to this server only. */
const without = (record: Json, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !keys.includes(key)));

/** Whether the test has anything set: tasks, a description, an option. */
function hasTestSettings(settings: TestSettings | null): settings is TestSettings {
  if (!settings) return false;
  const { tasks, description, showTaskInTest, showSuccessInTest, recordOneTestPerUser, language } = settings;
  return (
    tasks.length > 0 || description !== '' || showTaskInTest || showSuccessInTest || recordOneTestPerUser || !!language
  );
}

/** The study's parts as ZIP entries, each as the import reads it back. */
export function studyEntries(study: StudyData): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  const put = (name: string, records: Json[]) => {
    if (records.length > 0) entries[name] = records;
  };
  put(
    STUDY_ENTRIES.events,
    study.events.map((e) => without(e, ['appId'])),
  );
  put(
    STUDY_ENTRIES.mouse,
    study.mouse.map((m) => without(m, ['appId'])),
  );
  if (hasTestSettings(study.testSettings)) entries[STUDY_ENTRIES.testSettings] = study.testSettings;
  put(
    STUDY_ENTRIES.annotations,
    study.annotations.map((a) => without(a, ['appId', 'userId'])),
  );
  // who wrote a comment is an account of this server: the text and what it is about travel
  put(
    STUDY_ENTRIES.comments,
    study.comments.map((c) => without(c, ['appId', 'user', 'fromInvitation', 'authorKey'])),
  );
  return entries;
}

export interface PrototypeExport {
  name: string;
  zip: Uint8Array;
  /** referenced images that could not be loaded (the references stay in the document) */
  missing: string[];
}

export async function exportPrototype(appId: string, port: ExportPort): Promise<PrototypeExport> {
  const [app, study] = await Promise.all([port.loadApp(appId), port.loadStudy(appId)]);
  const files: Zippable = { [APP_ENTRY]: strToU8(JSON.stringify(app, null, 2)) };
  for (const [name, part] of Object.entries(studyEntries(study))) files[name] = strToU8(JSON.stringify(part));
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
