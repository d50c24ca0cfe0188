// Passwords typed by testers are never stored: a player of an older build (or the existing
// product's) may still send the characters, so uploads and imports are masked here before they are
// stored, by the types of the app's own widgets (shared/src/simulator/recording.ts).
import type { Knex } from 'knex';
import { isSecretWidget, maskedEventState } from '@protolab/shared';
import { findApp } from '../repos/appsRepo';

type Raw = Record<string, unknown>;

/** A record whose state could hold typed text: one on a widget, with a state. */
const mayHoldText = (raw: unknown): raw is Raw & { widget: string; state: Raw } => {
  const record = raw as { widget?: unknown; state?: unknown } | null;
  return typeof record?.widget === 'string' && typeof record.state === 'object' && record.state !== null;
};

/** The widget types of an app's document by id (the document is read only for these). */
export function widgetTypes(docText: string): Record<string, { type: string }> {
  const widgets = (JSON.parse(docText) as { widgets?: unknown }).widgets;
  return typeof widgets === 'object' && widgets !== null ? (widgets as Record<string, { type: string }>) : {};
}

/** An event as stored: on a secret widget, its state's text masked (a new object); else as it is. */
export function maskedEvent(widgets: Record<string, { type: string }>, raw: unknown): unknown {
  if (!mayHoldText(raw) || !isSecretWidget(widgets, raw.widget)) return raw;
  return { ...raw, state: maskedEventState(raw.state) };
}

/** The events of an upload or import with the text typed into the app's secret inputs masked. */
export async function maskSecretEvents<T>(db: Knex, appId: string, records: T[]): Promise<T[]> {
  if (!records.some(mayHoldText)) return records;
  const app = await findApp(db, appId);
  if (!app) return records;
  const widgets = widgetTypes(app.doc);
  return records.map((raw) => maskedEvent(widgets, raw) as T);
}
