// The load half of the collab benchmark: EDITORS headless designers, each making PER_SECOND
// change sets a second for SECONDS seconds on what they see, then the checks once all is quiet.
// It runs in a worker thread of its own (see collab.ts), so that the designers' work does not
// slow the API instances down as it would on one event loop; in use, each designer is a browser.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { App, AppChange } from '@protolab/shared';
import { random } from '../support/randomCommands';
import { HeadlessEditor, type Acknowledged } from './collabClient';

export const EDITORS = 20;
const PER_SECOND = 5;
const SECONDS = 60;
export const SCREENS = 4;
export const SHARED_WIDGETS = 40;
/** the most widgets of their own a designer keeps */
const OWN_WIDGETS = 8;
/**
 * A designer whose earlier change sets still wait to be sent makes no new one at a beat (the
 * server is slower than 100 a second): their queue, and the rebasing of it on every view, would
 * grow without end, and a designer far behind edits widgets that are long gone.
 */
const MAX_WAITING = 2;
/** how long the designers may take to send what they made, once the SECONDS are over */
const DRAIN_MS = 300_000;
const QUIET_MS = 30_000;

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const button = (label: string, x: number, y: number) => ({
  type: 'Button',
  x,
  y,
  w: 100,
  h: 40,
  props: { label },
});

/** An update of `props` of widget `id` as `doc` shows it, with the values seen there as `before`. */
export function update(doc: App, id: string, props: Record<string, unknown>): AppChange {
  const widget = doc.widgets[id] as unknown as Record<string, unknown>;
  const before: Record<string, unknown> = {};
  for (const key of Object.keys(props)) if (key in widget) before[key] = widget[key];
  return { type: 'update', parent: 'widgets', id, props, before };
}

/** One designer's next change set, made on what they see. */
function nextChange(editor: HeadlessEditor, n: number, rand: () => number, made: { count: number }): AppChange[] {
  const doc = editor.view();
  const mine = `e${n}x`;
  const own = Object.keys(doc.widgets).filter((id) => id.startsWith(mine));
  const roll = rand();
  if (roll < 0.1 && own.length < OWN_WIDGETS) {
    const screen = `s${Math.floor(rand() * SCREENS)}`;
    const id = `${mine}${made.count++}`;
    const object = button(id, Math.round(rand() * 300), Math.round(rand() * 600));
    return [{ type: 'add', parent: 'widgets', id, screen, object }];
  }
  if (roll < 0.18 && own.length > 0) {
    return [{ type: 'delete', parent: 'widgets', id: own[Math.floor(rand() * own.length)]! }];
  }
  const ids = Object.keys(doc.widgets);
  const changes: AppChange[] = [];
  const widgets = rand() < 0.2 ? 2 : 1;
  for (let k = 0; k < widgets; k++) {
    const id = ids[Math.floor(rand() * ids.length)]!;
    if (changes.some((c) => c.id === id)) continue;
    const what = rand();
    const props: Record<string, unknown> =
      what < 0.4
        ? { x: Math.round(rand() * 300), y: Math.round(rand() * 600) }
        : what < 0.6
          ? { w: 40 + Math.round(rand() * 200) }
          : what < 0.8
            ? { h: 20 + Math.round(rand() * 80) }
            : { props: { label: `${n}:${Math.round(rand() * 1e6)}` } };
    changes.push(update(doc, id, props));
  }
  return changes;
}

/**
 * Change sets the server answered 200 whose effect the document does not show: replayed in
 * revision order, the last stored value of each property must be in the document, a deleted
 * widget gone, an added one there.
 */
function missingEffects(acknowledged: Acknowledged[], doc: App): Set<string> {
  const lastWrite = new Map<string, { set: string; value: unknown }>();
  const fate = new Map<string, { set: string; alive: boolean }>();
  for (const set of [...acknowledged].sort((x, y) => x.revision - y.revision)) {
    for (const change of set.changes) {
      if (change.parent !== 'widgets') continue;
      if (change.type === 'add') {
        fate.set(change.id, { set: set.id, alive: true });
        for (const [key, value] of Object.entries(change.object))
          lastWrite.set(`${change.id} ${key}`, { set: set.id, value });
      } else if (change.type === 'delete') {
        fate.set(change.id, { set: set.id, alive: false });
      } else {
        for (const [key, value] of Object.entries(change.props))
          lastWrite.set(`${change.id} ${key}`, { set: set.id, value });
      }
    }
  }
  const missing = new Set<string>();
  const widgets = doc.widgets as unknown as Record<string, Record<string, unknown>>;
  for (const [id, { set, alive }] of fate) if (Object.hasOwn(widgets, id) !== alive) missing.add(set);
  for (const [key, { set, value }] of lastWrite) {
    const [id, prop] = key.split(' ') as [string, string];
    if (fate.get(id)?.alive === false) continue;
    if (JSON.stringify(widgets[id]?.[prop]) !== JSON.stringify(value)) missing.add(set);
  }
  return missing;
}

/** The instances' addresses, one token per designer, the prototype. */
export interface LoadInput {
  urls: string[];
  tokens: string[];
  app: string;
}

export type LoadFigures = Awaited<ReturnType<typeof runLoad>>;

/** Runs the designers on `input.app` until the load is over and everything has settled. */
export async function runLoad({ urls, tokens, app }: LoadInput) {
  const editors = await Promise.all(tokens.map((token, n) => HeadlessEditor.join(urls[n % urls.length]!, token, app)));
  try {
    const start = performance.now();
    const interval = 1000 / PER_SECOND;
    let skipped = 0;
    await Promise.all(
      editors.map(async (editor, n) => {
        const rand = random(n + 1).next;
        const made = { count: 0 };
        // each starts at its own moment in the first interval, then keeps the beat
        const offset = (n / editors.length) * interval;
        for (let tick = 0; tick < SECONDS * PER_SECOND; tick++) {
          const due = start + offset + tick * interval;
          const wait = due - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (editor.waiting >= MAX_WAITING) skipped++;
          else editor.submit(nextChange(editor, n, rand, made));
        }
      }),
    );
    const drainEnd = performance.now() + DRAIN_MS;
    while (editors.some((e) => e.busy) && performance.now() < drainEnd) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drained = !editors.some((e) => e.busy);
    const seconds = (Math.max(...editors.map((e) => e.lastAnswer)) - start) / 1000;
    const stored = await editors[0]!.storedText();
    const quiet = await Promise.all(editors.map((e) => e.quiet(stored.revision, QUIET_MS)));

    const acknowledged = editors.flatMap((e) => e.acknowledged);
    const seen = new Set(editors.flatMap((e) => [...e.seen]));
    const storedDoc = JSON.parse(stored.text) as App;
    const lost = missingEffects(acknowledged, storedDoc);
    for (const set of acknowledged) if (!seen.has(set.id)) lost.add(set.id);
    const missedBySome = acknowledged.filter((set) => editors.some((e) => !e.seen.has(set.id))).length;
    const differing = editors.flatMap((e, n) =>
      JSON.stringify(e.shared.doc) === stored.text && e.own.length === 0 ? [] : [n],
    );
    const failures = editors.flatMap((e) => e.failures);
    const drops = editors.flatMap((e, n) => e.drops.map((d) => `${n}: ${d}`));
    const answers = editors.flatMap((e) => e.answerTimes).sort((x, y) => x - y);
    return {
      answer50: percentile(answers, 50),
      answer95: percentile(answers, 95),
      skipped,
      rate: acknowledged.length / seconds,
      seconds,
      sent: acknowledged.length + failures.length + editors.reduce((sum, e) => sum + e.conflicts, 0),
      acknowledged: acknowledged.length,
      conflicts: editors.reduce((sum, e) => sum + e.conflicts, 0),
      lost: lost.size,
      missedBySome,
      converged: differing.length === 0 && quiet.every(Boolean),
      differing,
      failures,
      drops,
      drained,
      revision: stored.revision,
      widgets: Object.keys(storedDoc.widgets).length,
    };
  } finally {
    for (const editor of editors) editor.close();
  }
}

if (!isMainThread && (workerData as { collab?: LoadInput } | null)?.collab) {
  const input = (workerData as { collab: LoadInput }).collab;
  runLoad(input).then(
    (figures) => parentPort!.postMessage({ figures }),
    (error: unknown) => parentPort!.postMessage({ error: String((error as Error)?.stack ?? error) }),
  );
}
