// Generated test sessions for the example prototypes, so every analytics chart has data on first start.
// Deterministic (seeded PRNG, fixed ids): a second start inserts nothing new.
import type { Knex } from 'knex';
import { optionLabels, startScreen, widgetLabel, widgetSpec, type App, type Widget } from '@protolab/shared';
import { forgetParts } from '../repos/figureJobsRepo';
import { bumpRecorded } from '../repos/figuresRepo';
import { chunks } from '../db/chunks';

export const EXAMPLE_SESSION_COUNT = 40;
/** 2026-01-05 09:00 UTC: the first generated session starts here, one every 3 hours after it. */
const FIRST_SESSION = Date.UTC(2026, 0, 5, 9);

interface FlowStep {
  screen: string;
  widget?: string | null;
  type: string;
}

export interface GeneratedEvent {
  id: string;
  session: string;
  user: string;
  screen: string;
  widget: string | null;
  type: string;
  time: number;
  x: number;
  y: number;
  state?: { type: string; value: unknown } | null;
  device?: { w: number; h: number };
}

export interface GeneratedTrack {
  id: string;
  session: string;
  user: string;
  screen: string;
  x: number[];
  y: number[];
  c: number[];
  t: number[];
  sample: number;
}

/** mulberry32: a small PRNG with a fixed seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const NAMES = ['Anna Berg', 'Luis Ortega', 'Mei Chen', 'Jonas Weber', 'Sara Costa', 'Tom Price', 'Ana Lima'];
const FIRST_NAMES = ['Anna', 'Luis', 'Mei', 'Jonas', 'Sara', 'Tom', 'Ana'];
const STREETS = ['Lindenweg', 'Rua das Flores', 'Calle Mayor', 'High Street', 'Kastanienallee', 'Avenida Central'];
const CITIES = ['Berlin', 'Lisbon', 'Madrid', 'Leeds', 'Hamburg', 'Porto', 'Valencia'];
/** Value kinds a tester answers in a form (see shared/widgets/values.ts). */
const ANSWERED = new Set(['text', 'checked', 'select', 'value']);

/**
 * What a tester plausibly enters in a form field: a text by what the field asks for (its label,
 * placeholder or name), one of a list's options, a tick, a number within range.
 */
function answer(widget: Widget, kind: string, tester: number, random: () => number): unknown {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)];
  if (kind === 'checked') return random() < 0.6;
  if (kind === 'select') return optionLabels(widget.props ?? {}).length ? pick(optionLabels(widget.props ?? {})) : null;
  if (kind === 'value') {
    const min = Number(widget.props?.min ?? 0);
    const max = Number(widget.props?.max ?? 10);
    return Math.round(min + random() * (Number.isFinite(max - min) ? max - min : 10));
  }
  const asks = widgetLabel(widget).toLowerCase();
  if (/mail/.test(asks)) return `tester${tester}@example.org`;
  if (/street|address|stra(ss|ß)e|rua|calle/.test(asks)) return `${pick(STREETS)} ${1 + Math.floor(random() * 120)}`;
  if (/city|town|stadt|cidade|ciudad/.test(asks)) return pick(CITIES);
  if (/post|zip|plz/.test(asks)) return String(10000 + Math.floor(random() * 89999));
  if (/phone|tel/.test(asks)) return `+49 30 ${1000000 + Math.floor(random() * 8999999)}`;
  if (/first name|vorname/.test(asks)) return pick(FIRST_NAMES);
  if (/name/.test(asks)) return pick(NAMES);
  return pick(['Looks good', 'Fine', 'Not sure', 'Quick and easy']);
}

/**
 * About `count` sessions walking the prototype's lines from its start screen: most follow the first
 * task's flow, some wander, some stop early; with misclicks, typed input in text boxes and one mouse
 * track per screen visit.
 */
export function exampleSessions(
  app: App,
  tasks: ReadonlyArray<{ flow: readonly FlowStep[] }>,
  count = EXAMPLE_SESSION_COUNT,
): { events: GeneratedEvent[]; tracks: GeneratedTrack[] } {
  const random = prng(hashText(app.id));
  const events: GeneratedEvent[] = [];
  const tracks: GeneratedTrack[] = [];
  const start = startScreen(app);
  if (!start) return { events, tracks };
  const lines = Object.values(app.lines);
  const flow = tasks[0]?.flow ?? [];
  for (let n = 0; n < count; n++) {
    const session = `ex-${hashText(app.id).toString(36)}-s${n}`;
    const user = `ex-tester-${n}`;
    const phone = random() < 0.7;
    const device = phone ? { w: 390, h: 844 } : { w: 1280, h: 800 };
    let time = FIRST_SESSION + n * 3 * 3600_000;
    let k = 0;
    const push = (e: Omit<GeneratedEvent, 'id' | 'session' | 'user' | 'time' | 'device'>, wait: number) => {
      time += Math.round(wait);
      events.push({ id: `${session}-e${k++}`, session, user, time, device, ...e });
    };
    push({ screen: start.id, widget: null, type: 'SessionStart', x: -1, y: -1 }, 0);
    let screenId = start.id;
    const patience = 2 + Math.floor(random() * 7);
    const wanders = random() < 0.25;
    for (let visit = 0; visit < patience; visit++) {
      const screen = app.screens[screenId];
      if (!screen) break;
      push({ screen: screenId, widget: null, type: 'ScreenLoaded', x: -1, y: -1 }, 300);
      const visitStart = time;
      const samples: Array<[number, number, number]> = [];
      const moveTo = (x: number, y: number, click: boolean) => {
        const last = samples[samples.length - 1] ?? [0.5, 0.5, 0];
        for (let i = 1; i <= 4; i++) {
          const f = i / 4;
          samples.push([last[0] + (x - last[0]) * f + (random() - 0.5) * 0.03, last[1] + (y - last[1]) * f, 0]);
        }
        if (click) samples.push([x, y, 1]);
      };
      const widgetsHere = screen.children.map((id) => app.widgets[id]).filter((w) => w !== undefined);
      const relative = (w: { x: number; y: number; w: number; h: number }) => ({
        x: Math.min(1, Math.max(0, (w.x - screen.x + w.w * (0.2 + random() * 0.6)) / screen.w)),
        y: Math.min(1, Math.max(0, (w.y - screen.y + w.h * (0.2 + random() * 0.6)) / screen.h)),
      });
      // Misclicks: on the empty screen, or on a widget that leads nowhere.
      if (random() < 0.35) {
        const x = random();
        const y = random();
        moveTo(x, y, true);
        push({ screen: screenId, widget: null, type: 'ScreenClick', x, y }, 800 + random() * 2500);
      }
      const unlinked = widgetsHere.filter((w) => w.type === 'Label' && !lines.some((l) => l.from === w.id));
      if (unlinked.length && random() < 0.3) {
        const w = unlinked[Math.floor(random() * unlinked.length)];
        const p = relative(w);
        moveTo(p.x, p.y, true);
        push({ screen: screenId, widget: w.id, type: 'WidgetClick', ...p }, 700 + random() * 2000);
      }
      for (const w of widgetsHere) {
        const kind = widgetSpec(w.type)?.value?.kind;
        if (!kind || !ANSWERED.has(kind) || random() < 0.15) continue;
        const p = relative(w);
        moveTo(p.x, p.y, true);
        push({ screen: screenId, widget: w.id, type: 'WidgetClick', ...p }, 900 + random() * 1500);
        const value = answer(w, kind, n, random);
        push(
          { screen: screenId, widget: w.id, type: 'WidgetChange', x: -1, y: -1, state: { type: kind, value } },
          (kind === 'text' ? 2500 : 600) + random() * 4000,
        );
      }
      const outgoing = lines.filter((l) => widgetsHere.some((w) => w.id === l.from));
      const planned = flow.find((step) => step.screen === screenId && step.widget && step.type === 'WidgetClick');
      const dropOff = visit > 0 && random() < 0.12;
      let line = planned && !wanders ? outgoing.find((l) => l.from === planned.widget) : undefined;
      if (!line || random() < 0.1) line = outgoing[Math.floor(random() * outgoing.length)];
      const timeOnScreen = () => {
        const t = time;
        tracks.push({
          id: `${session}-m${visit}`,
          session,
          user,
          screen: screenId,
          x: samples.map((s) => Math.round(s[0] * 1000) / 1000),
          y: samples.map((s) => Math.round(s[1] * 1000) / 1000),
          c: samples.map((s) => s[2]),
          t: samples.map((_, i) => Math.round(visitStart + ((t - visitStart) * (i + 1)) / (samples.length + 1))),
          sample: 100,
        });
      };
      if (!line || dropOff) {
        moveTo(random(), random(), false);
        push({ screen: screenId, widget: null, type: 'ScreenScroll', x: -1, y: -1 }, 1500 + random() * 3000);
        timeOnScreen();
        break;
      }
      const widget = app.widgets[line.from]!;
      const p = relative(widget);
      moveTo(p.x, p.y, true);
      push({ screen: screenId, widget: widget.id, type: 'WidgetClick', ...p }, 1200 + random() * random() * 9000);
      timeOnScreen();
      screenId = line.to;
    }
    push({ screen: screenId, widget: null, type: 'SessionEnd', x: -1, y: -1 }, 500);
  }
  return { events, tracks };
}

/** Inserts the generated sessions of an example; rows that exist already (fixed ids) are left alone. */
export async function seedExampleSessions(
  knex: Knex,
  app: App,
  tasks: ReadonlyArray<{ flow: readonly FlowStep[] }>,
): Promise<void> {
  const { events, tracks } = exampleSessions(app, tasks);
  const before = await storedRows(knex, app.id);
  const eventRows = events.map((e) => ({
    id: e.id,
    app_id: app.id,
    session: e.session,
    screen: e.screen,
    widget: e.widget,
    type: e.type,
    time: e.time,
    doc: JSON.stringify(e),
  }));
  for (const chunk of chunks(eventRows, 50)) await knex('events').insert(chunk).onConflict('id').ignore();
  const trackRows = tracks.map((m) => ({
    id: m.id,
    app_id: app.id,
    session: m.session,
    screen: m.screen,
    time: m.t[0] ?? 0,
    doc: JSON.stringify(m),
  }));
  for (const chunk of chunks(trackRows, 50)) await knex('mouse_tracks').insert(chunk).onConflict('id').ignore();
  // rows a newer seed adds to a kept database are new data: figures kept before no longer hold (a
  // restart that adds nothing leaves them kept)
  if ((await storedRows(knex, app.id)) !== before) {
    await forgetParts(knex, app.id);
    await bumpRecorded(knex, app.id);
  }
}

/** How many events and mouse tracks an example has stored. */
async function storedRows(knex: Knex, appId: string): Promise<number> {
  const counts = await Promise.all(
    (['events', 'mouse_tracks'] as const).map((table) => knex(table).where('app_id', appId).count({ n: '*' }).first()),
  );
  return counts.reduce((sum, row) => sum + Number(row?.n ?? 0), 0);
}
