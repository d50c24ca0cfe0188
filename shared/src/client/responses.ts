// Answers of the REST calls that are not records themselves.

export interface OkResponse {
  status: 'ok';
}

export interface CountResponse {
  count: number;
}

/** The ids the server holds after a post of events or mouse tracks: re-sending is always safe. */
export interface IdsResponse {
  ids: string[];
}

/** GET /rest/invitation/{hash}/update.json: lets a cached prototype check for a newer version. */
export interface AppUpdateInfo {
  lastUpdate: number;
}

/** The stack's state after add, pop, shift, undo and redo. */
export interface CommandStackPosition {
  pos: number;
  length: number;
}

/** A prototype document as JSON; its schema and migrations live with the app model. */
export type AppJson = Record<string, unknown>;
