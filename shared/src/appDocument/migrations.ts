import { decodeJsonTextEscapes } from './textEscapes';

/** A stored document before it is validated: any JSON object. */
export type RawAppDocument = Record<string, unknown>;

export interface AppMigration {
  /** the schemaVersion a document has after this step */
  readonly version: number;
  readonly description: string;
  /** takes a document at `version - 1` (a private copy, free to change) and returns it at `version` */
  readonly up: (doc: RawAppDocument) => RawAppDocument;
}

/**
 * Append-only. Never edit or reorder a released migration: documents already migrated by it are
 * stored everywhere (API, player caches, exports). Fix mistakes with a new step at the end.
 */
export const APP_MIGRATIONS: readonly AppMigration[] = [
  {
    version: 1,
    description: 'legacy quant-ux document: id from _id (both kept); the legacy `version` stays as it is',
    up: (doc) => {
      if (doc.id === undefined && typeof doc._id === 'string') doc.id = doc._id;
      return doc;
    },
  },
  {
    version: 2,
    description: 'quant-ux text escapes decoded in every string (`$perc;` → `%`), as its text builder draws them',
    up: (doc) => decodeJsonTextEscapes(doc) as RawAppDocument,
  },
];

export const APP_SCHEMA_VERSION = APP_MIGRATIONS.length;
