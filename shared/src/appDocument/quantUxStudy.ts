// A study brought into a new prototype: the prototype with its recorded events, mouse tracks, test
// settings (tasks), annotations and comments, from the existing product's stored data or from our own
// export. Each file is recognised by what it holds, not its name. Pure: the workbench reads the files,
// shows what comes along and what does not, and sends the batches.
import type { z } from 'zod';
import { LOCALES, MAX_JSON_BODY_BYTES } from '../constants';
import type { App } from '../model/app';
import { eventUploadSchema } from '../model/event';
import { mouseTrackUploadSchema } from '../model/mouseTrack';
import { newScreen } from '../model/screen';
import {
  STUDY_PARTS,
  studyAnnotationSchema,
  studyCommentSchema,
  type StudyAnnotation,
  type StudyBatch,
  type StudyComment,
  type StudyPart,
} from '../contract/study';
import { testSettingsInputSchema, type TestSettingsInput } from '../contract/testSettings';
import { toFieldIssues } from '../validation';
import { importQuantUxApp } from './quantUx';

type Json = Record<string, unknown>;

export type StudyFileKind = 'app' | 'events' | 'mouse' | 'testSettings' | 'annotations' | 'comments';

export interface StudyFile {
  /** for messages only */
  name: string;
  json: unknown;
}

/** What cannot come along, and why. */
export type StudyProblem =
  /** a file that holds none of the parts */
  | { kind: 'unknownFile'; file: string }
  /** a second prototype or a second set of test settings: one study is one prototype */
  | { kind: 'extraFile'; file: string; part: 'app' | 'testSettings' }
  /** records the checks refuse (the first one's field and message) */
  | { kind: 'invalidRecords'; part: StudyPart; count: number; field: string; message: string }
  /** records (or test settings) made on another prototype than the one among the files */
  | { kind: 'otherApp'; part: StudyPart | 'testSettings'; count: number }
  | { kind: 'invalidTestSettings'; file: string; field: string; message: string }
  /** the welcome image of the test settings: its file is not among the files */
  | { kind: 'splash' };

export interface StudyImport {
  /** the prototype among the files, migrated and checked; null when there is none */
  app: App | null;
  testSettings: TestSettingsInput | null;
  /** as recorded, unknown fields kept (the id our API adds to what it reads out left off) */
  events: Json[];
  mouse: Json[];
  annotations: StudyAnnotation[];
  comments: StudyComment[];
  problems: StudyProblem[];
}

export interface StudyCounts {
  sessions: number;
  events: number;
  mouse: number;
  tasks: number;
  annotations: number;
  comments: number;
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isMap = (value: unknown) => isObject(value);

/** The part a file holds, read from its content; 'empty' for an empty list, undefined for anything else. */
export function studyFileKind(json: unknown): StudyFileKind | 'empty' | undefined {
  if (isObject(json)) {
    if (isMap(json.screens) && isMap(json.widgets)) return 'app';
    if (Array.isArray(json.tasks)) return 'testSettings';
    return undefined;
  }
  if (!Array.isArray(json)) return undefined;
  if (json.length === 0) return 'empty';
  const first = json.find(isObject);
  if (!first) return undefined;
  if (Array.isArray(first.x) && Array.isArray(first.t)) return 'mouse';
  if ('session' in first && 'type' in first && 'time' in first) return 'events';
  if (typeof first.message === 'string') return 'comments';
  if ('reference' in first || first.kind === 'tag' || first.type === 'tags') return 'annotations';
  return undefined;
}

/** The ids a record of another prototype could name this one by. */
const appIdsOf = (app: App | null) => new Set([app?.id, app?._id].filter((id): id is string => typeof id === 'string'));

/** Whether a record names (with the existing product's `appID`) another prototype than `app`. */
function fromOtherApp(record: Json, ids: Set<string>): boolean {
  return ids.size > 0 && typeof record.appID === 'string' && !ids.has(record.appID);
}

/** Records checked with `schema`: the good ones, and how many were refused (with the first reason). */
function checked<T>(part: StudyPart, records: readonly unknown[], schema: z.ZodType, problems: StudyProblem[]): T[] {
  const good: T[] = [];
  let bad: { field: string; message: string } | undefined;
  let count = 0;
  for (const record of records) {
    const result = schema.safeParse(record);
    if (result.success) good.push(record as T);
    else {
      count++;
      bad ??= toFieldIssues(result.error)[0] ?? { field: '', message: 'Invalid record' };
    }
  }
  if (count > 0) problems.push({ kind: 'invalidRecords', part, count, ...bad! });
  return good;
}

/** A recorded event or mouse track as it is sent: without `appId`, which our API adds when it answers. */
function asRecorded(record: unknown): unknown {
  if (!isObject(record) || !('appId' in record)) return record;
  const { appId: _appId, ...rest } = record;
  return rest;
}

const booleansOnly = (value: unknown): Record<string, boolean> | undefined =>
  isObject(value)
    ? Object.fromEntries(
        Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
      )
    : undefined;

const timestamp = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;

function tagsOf(value: unknown): Array<{ tag: unknown; start?: number; end?: number }> {
  if (!Array.isArray(value)) return [];
  return value.map((tag) =>
    isObject(tag) ? { tag: tag.tag, start: timestamp(tag.start ?? tag.time), end: timestamp(tag.end) } : { tag },
  );
}

/**
 * Annotations as the study import sends them, from ours (kind "session" or "tag") and the existing
 * product's (type "session"; a type "tags" record holding each session's tags in `sessions`). A
 * session has one verdict: records of the same session are merged (invalid when any says so).
 */
export function studyAnnotations(records: readonly unknown[]): unknown[] {
  const sessions = new Map<string, Json>();
  const out: unknown[] = [];
  const verdictOf = (reference: string, source: Json): Json => {
    let verdict = sessions.get(reference);
    if (!verdict) {
      verdict = {
        id: source.id ?? source._id,
        kind: 'session',
        reference,
        isValid: true,
        tasks: {},
        tags: [],
        created: timestamp(source.created),
        lastUpdate: timestamp(source.lastUpdate),
      };
      sessions.set(reference, verdict);
      out.push(verdict);
    }
    return verdict;
  };
  for (const record of records) {
    if (!isObject(record)) {
      out.push(record);
      continue;
    }
    const kind = record.kind ?? record.type;
    if (kind === 'session' && typeof record.reference === 'string') {
      const verdict = verdictOf(record.reference, record);
      if (record.isValid === false) verdict.isValid = false;
      Object.assign(verdict.tasks as Json, booleansOnly(record.tasks));
      (verdict.tags as unknown[]).push(...tagsOf(record.tags));
      if (typeof record.note === 'string') verdict.note = record.note;
    } else if (kind === 'tags' && isObject(record.sessions)) {
      for (const [session, tags] of Object.entries(record.sessions)) {
        (verdictOf(session, {}).tags as unknown[]).push(...tagsOf(tags));
      }
    } else if (kind === 'tag') {
      const { id, _id, name, color, note, created, lastUpdate } = record;
      out.push({
        id: id ?? _id,
        kind: 'tag',
        name,
        color,
        note,
        created: timestamp(created),
        lastUpdate: timestamp(lastUpdate),
      });
    } else {
      out.push({ ...record, kind });
    }
  }
  return out;
}

/** A comment as the study import sends it: its text and what it is about; the author stays behind. */
export function studyComment(record: unknown): unknown {
  if (!isObject(record)) return record;
  const { id, _id, type, reference, message, parentId, created, lastUpdate } = record;
  return {
    id: id ?? _id,
    type: type ?? undefined,
    reference: reference ?? undefined,
    message,
    parentId: parentId ?? undefined,
    created: timestamp(created),
    lastUpdate: timestamp(lastUpdate),
  };
}

/**
 * Test settings as the test settings route takes them, from ours or the existing product's: the tasks
 * (name, description, strict, flow of screen, widget, type…) and the test's options. What else the
 * document holds is its server's (ids, dates) or unknown here, and stays behind.
 */
export function studyTestSettings(json: Json): { settings: Json; splash: boolean } {
  const pick = (record: unknown, keys: readonly string[]) =>
    isObject(record)
      ? Object.fromEntries(keys.filter((key) => record[key] !== undefined).map((key) => [key, record[key]]))
      : record;
  const settings = pick(json, ['description', 'showTaskInTest', 'showSuccessInTest', 'recordOneTestPerUser']) as Json;
  if (typeof json.language === 'string' && (LOCALES as readonly string[]).includes(json.language))
    settings.language = json.language;
  if (Array.isArray(json.tasks)) {
    settings.tasks = json.tasks.map((task) => {
      const picked = pick(task, ['id', 'name', 'description', 'strict', 'flow']);
      if (isObject(picked) && Array.isArray(picked.flow)) {
        picked.flow = picked.flow.map((step) =>
          pick(step, ['screen', 'widget', 'type', 'gesture', 'state', 'important']),
        );
      }
      return picked;
    });
  }
  return { settings, splash: isObject(json.splash) };
}

/** Reads the chosen files into one study. Throws AppValidationError when the prototype among them is broken. */
export function readStudyFiles(files: readonly StudyFile[]): StudyImport {
  const problems: StudyProblem[] = [];
  const byKind = new Map<StudyFileKind, StudyFile[]>();
  for (const file of files) {
    const kind = studyFileKind(file.json);
    if (kind === 'empty') continue;
    if (kind === undefined) problems.push({ kind: 'unknownFile', file: file.name });
    else byKind.set(kind, [...(byKind.get(kind) ?? []), file]);
  }
  const single = (part: 'app' | 'testSettings') => {
    const [first, ...rest] = byKind.get(part) ?? [];
    for (const extra of rest) problems.push({ kind: 'extraFile', file: extra.name, part });
    return first;
  };
  const appFile = single('app');
  const app = appFile ? importQuantUxApp(appFile.json).app : null;
  const ids = appIdsOf(app);

  /** The records of every file of a part, without those made on another prototype. */
  const records = (part: StudyPart, kind: StudyFileKind): unknown[] => {
    const all = (byKind.get(kind) ?? []).flatMap((file) => file.json as unknown[]);
    const mine = all.filter((record) => !(isObject(record) && fromOtherApp(record, ids)));
    if (mine.length < all.length) problems.push({ kind: 'otherApp', part, count: all.length - mine.length });
    return mine;
  };
  const events = checked<Json>('events', records('events', 'events').map(asRecorded), eventUploadSchema, problems);
  const mouse = checked<Json>('mouse', records('mouse', 'mouse').map(asRecorded), mouseTrackUploadSchema, problems);
  const annotations = checked<StudyAnnotation>(
    'annotations',
    studyAnnotations(records('annotations', 'annotations')),
    studyAnnotationSchema,
    problems,
  );
  const comments = checked<StudyComment>(
    'comments',
    records('comments', 'comments').map(studyComment),
    studyCommentSchema,
    problems,
  );

  let testSettings: TestSettingsInput | null = null;
  const settingsFile = single('testSettings');
  if (settingsFile) {
    const json = settingsFile.json as Json;
    if (fromOtherApp(json, ids)) problems.push({ kind: 'otherApp', part: 'testSettings', count: 1 });
    else {
      const { settings, splash } = studyTestSettings(json);
      const result = testSettingsInputSchema.safeParse(settings);
      if (result.success) testSettings = settings as TestSettingsInput;
      else {
        const [issue] = toFieldIssues(result.error);
        problems.push({
          kind: 'invalidTestSettings',
          file: settingsFile.name,
          field: issue?.field ?? '',
          message: issue?.message ?? '',
        });
      }
      if (splash) problems.push({ kind: 'splash' });
    }
  }
  return { app, testSettings, events, mouse, annotations, comments, problems };
}

export function studyCounts(study: StudyImport): StudyCounts {
  const sessions = new Set<unknown>();
  for (const record of [...study.events, ...study.mouse]) sessions.add(record.session);
  return {
    sessions: sessions.size,
    events: study.events.length,
    mouse: study.mouse.length,
    tasks: study.testSettings?.tasks?.length ?? 0,
    annotations: study.annotations.length,
    comments: study.comments.length,
  };
}

/** Whether the files hold anything beside the prototype. */
export function hasStudyData(study: StudyImport): boolean {
  return (
    study.testSettings !== null ||
    study.events.length + study.mouse.length + study.annotations.length + study.comments.length > 0
  );
}

/** The screens the recordings and the tasks name, in the order a session first shows them. */
function recordedScreens(study: StudyImport): string[] {
  const screens = new Set<string>();
  const events = [...study.events].sort((a, b) => (a.time as number) - (b.time as number));
  for (const event of events) {
    screens.add(event.screen as string);
    if (typeof event.overlay === 'string') screens.add(event.overlay);
  }
  for (const track of study.mouse) screens.add(track.screen as string);
  for (const task of study.testSettings?.tasks ?? []) for (const step of task.flow ?? []) screens.add(step.screen);
  return [...screens];
}

/** The device size most sessions started with (SessionStart `device`), else a phone's. */
function recordedScreenSize(study: StudyImport): { w: number; h: number } {
  const sizes = new Map<string, number>();
  for (const event of study.events) {
    const device = event.device as { w?: unknown; h?: unknown } | null | undefined;
    const { w, h } = device ?? {};
    if (typeof w === 'number' && typeof h === 'number' && w >= 200 && h >= 200 && w <= 4000 && h <= 4000) {
      const key = `${Math.round(w)}x${Math.round(h)}`;
      sizes.set(key, (sizes.get(key) ?? 0) + 1);
    }
  }
  const [best] = [...sizes].sort((a, b) => b[1] - a[1]);
  if (!best) return { w: 375, h: 667 };
  const [w, h] = best[0].split('x').map(Number) as [number, number];
  return { w, h };
}

/** Canvas space between two screens of a stand-in prototype. */
const STAND_IN_GAP = 100;

/**
 * A stand-in for a study whose prototype is not among the files: one blank screen for each screen the
 * recordings and tasks name (their ids kept, so every figure finds its screen), in a row, at the size
 * the sessions were recorded at. The sessions, tasks and replays can be analysed; the design is not there.
 */
export function standInApp(study: StudyImport, fields: { id: string; name: string }): App {
  const size = recordedScreenSize(study);
  const screens = recordedScreens(study).map((id, i) =>
    newScreen({ id, name: id, x: i * (size.w + STAND_IN_GAP), y: 0, ...size, props: { start: i === 0 } }),
  );
  return importQuantUxApp({
    id: fields.id,
    name: fields.name,
    type: size.w >= 768 ? 'desktop' : 'smartphone',
    screenSize: size,
    screens: Object.fromEntries(screens.map((screen) => [screen.id, screen])),
    widgets: {},
    lines: {},
    groups: {},
    templates: {},
    designtokens: {},
  }).app;
}

/** A request's JSON at most this big (the API takes 5 MB): room for the batch's own brackets. */
export const MAX_STUDY_BATCH_BYTES = MAX_JSON_BODY_BYTES - 64 * 1024;

/** UTF-8 bytes of a text. */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 2 : 3;
  }
  return bytes;
}

/**
 * The requests that carry the study's records: each part in order, at most the part's limit of
 * records and MAX_STUDY_BATCH_BYTES of JSON per request (a record bigger than that goes alone, and
 * the API names it).
 */
export function studyBatches(study: Pick<StudyImport, StudyPart>): StudyBatch[] {
  const batches: StudyBatch[] = [];
  for (const part of Object.keys(STUDY_PARTS) as StudyPart[]) {
    let current: unknown[] = [];
    let bytes = 0;
    const flush = () => {
      if (current.length > 0) batches.push({ [part]: current } as StudyBatch);
      current = [];
      bytes = 0;
    };
    for (const record of study[part] as unknown[]) {
      const size = utf8Length(JSON.stringify(record)) + 1;
      if (current.length >= STUDY_PARTS[part] || (current.length > 0 && bytes + size > MAX_STUDY_BATCH_BYTES)) flush();
      current.push(record);
      bytes += size;
    }
    flush();
  }
  return batches;
}
