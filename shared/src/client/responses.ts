// Answers of the REST calls that are not records themselves.
import type { Command } from '../model/command';
import type { RecordedEvent } from '../model/event';
import type { MouseTrack } from '../model/mouseTrack';
import type { User } from '../model/user';

export interface OkResponse {
  status: 'ok';
}

/** A login that failed answers 200 with `errors` (SPEC §4): the user stays logged out. */
export interface LoginFailure {
  errors: string[];
}
export type LoginResponse = User | LoginFailure;

export function isLoginFailure(answer: LoginResponse): answer is LoginFailure {
  return Array.isArray((answer as Partial<LoginFailure>).errors);
}

export interface EventCount {
  count: number;
  sessions: number;
}

/** GET /rest/events/{id}.json?batch=true: one page; `next` is the offset of the following page. */
export interface EventPage {
  events: RecordedEvent[];
  next: number | null;
}

/**
 * GET /rest/events/{id}.json?after=…: one keyset page (`after` '' for the first); `next` is the cursor
 * to pass as `after` for the following page, null on the last.
 */
export interface EventKeysetPage {
  events: RecordedEvent[];
  next: string | null;
}

/** GET /rest/mouse/{id}.json?after=…: one keyset page of mouse tracks, as EventKeysetPage. */
export interface MousePage {
  tracks: MouseTrack[];
  next: string | null;
}

/** GET /rest/invitation/{hash}/update.json: lets a cached prototype check for a newer version. */
export interface AppUpdateInfo {
  lastUpdate: number;
}

/** The stack's state after add, pop and shift. */
export interface CommandStackPosition {
  pos: number;
  length: number;
}

/** Undo and redo answer the command they moved over. */
export interface CommandMove extends CommandStackPosition {
  command: Command;
}

/** A prototype document or a summary of one, as the app lists and props calls use it. */
export type AppJson = Record<string, unknown>;
