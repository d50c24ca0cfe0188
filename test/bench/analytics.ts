// Analytics benchmark: 10,000 sessions / 1,000,000 synthetic events on a 20-screen app with 3 tasks.
// Aims: all task figures < 2 s, a 1,000,000-point click heat map < 300 ms. Prints figures; asserts nothing.
import {
  buildSessions,
  clickHeatGrid,
  clickPoints,
  screenFigures,
  outlierSession,
  sessionOutliers,
  taskFigures,
  type AnalyticsEvent,
  type TaskLike,
} from '../../shared/src/analytics';

const SCREENS = 20;
const WIDGETS_PER_SCREEN = 5;
const SESSIONS = 10_000;
const EVENTS_PER_SESSION = 100;
const HEAT_POINTS = 1_000_000;

/** Small deterministic generator (xorshift32), so every run measures the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

const screenId = (s: number) => `s${s}`;
const widgetId = (s: number, w: number) => `w${s}_${w}`;
/** Widget w of screen s links to screen (s + w + 1) mod SCREENS. */
const target = (s: number, w: number) => (s + w + 1) % SCREENS;

export function syntheticEvents(): AnalyticsEvent[] {
  const rand = random(20_240_601);
  const events: AnalyticsEvent[] = [];
  let id = 0;
  for (let n = 0; n < SESSIONS; n++) {
    const session = `S${n}`;
    const user = { id: `U${n}`, name: 'tester' };
    let time = 1_700_000_000_000 + n * 600_000;
    let screen = 0;
    const push = (type: string, widget: string | null, x = -1, y = -1, extra: Partial<AnalyticsEvent> = {}) => {
      events.push({
        id: `e${(id++).toString(36).padStart(8, '0')}`,
        session,
        user,
        screen: screenId(screen),
        widget,
        type,
        time,
        x,
        y,
        scrollTop: 0,
        ...extra,
      });
    };
    push('SessionStart', null);
    push('ScreenLoaded', null);
    // testers mostly take widget 0 (the tasks' path), sometimes explore, sometimes miss or type
    for (let e = 2; e < EVENTS_PER_SESSION;) {
      time += 300 + Math.floor(rand() * 4000);
      const r = rand();
      if (r < 0.1 || e === EVENTS_PER_SESSION - 1) {
        push('ScreenClick', null, rand(), rand());
        e++;
      } else if (r < 0.2) {
        push('WidgetChange', widgetId(screen, 4), -1, -1, { state: { type: 'text', value: 'abc' } });
        e++;
      } else if (r < 0.25) {
        push('ScreenScroll', null, -1, -1, { scrollTop: rand() });
        e++;
      } else {
        const w = rand() < 0.6 ? 0 : Math.floor(rand() * (WIDGETS_PER_SCREEN - 1));
        push('WidgetClick', widgetId(screen, w), rand(), rand());
        time += 5;
        screen = target(screen, w);
        push('ScreenLoaded', null);
        e += 2;
      }
    }
  }
  return events;
}

export function syntheticTasks(): TaskLike[] {
  // follow widget 0 from screen `from` for `steps` screens: ScreenLoaded, WidgetClick, ScreenLoaded, …
  const path = (from: number, screens: number) => {
    const flow = [];
    let s = from;
    for (let i = 0; i < screens; i++) {
      flow.push({ screen: screenId(s), widget: null, type: 'ScreenLoaded' });
      if (i < screens - 1) flow.push({ screen: screenId(s), widget: widgetId(s, 0), type: 'WidgetClick' });
      s = target(s, 0);
    }
    return flow;
  };
  return [
    { id: 'task-1', name: 'Short path', flow: path(0, 3), strict: false },
    { id: 'task-2', name: 'Long path', flow: path(0, 6), strict: false },
    { id: 'task-3', name: 'Strict path', flow: path(5, 4), strict: true },
  ];
}

function time<T>(label: string, run: () => T): T {
  const started = performance.now();
  const result = run();
  console.log(`  ${label.padEnd(52)} ${(performance.now() - started).toFixed(1).padStart(8)} ms`);
  return result;
}

export async function runAnalyticsBench(): Promise<void> {
  console.log(
    `analytics: ${SESSIONS.toLocaleString('en')} sessions, ${(SESSIONS * EVENTS_PER_SESSION).toLocaleString('en')} events, ${SCREENS} screens, 3 tasks`,
  );
  const events = syntheticEvents();
  const tasks = syntheticTasks();

  const sessions = time('sessions from events (group + sort)', () => buildSessions(events));
  const figures = time('task figures, 3 tasks (aim < 2000 ms)', () => taskFigures(sessions, tasks));
  const total = performance.now();
  taskFigures(buildSessions(events), tasks);
  console.log(
    `  ${'task figures incl. sessions from events'.padEnd(52)} ${(performance.now() - total).toFixed(1).padStart(8)} ms`,
  );
  for (const f of figures) {
    const rate = f.successRate;
    console.log(
      `    ${f.name}: ${f.successes}/${f.starts} (${((rate.rate ?? 0) * 100).toFixed(1)}%, 95% ${(rate.low * 100).toFixed(1)}–${(rate.high * 100).toFixed(1)}%), ` +
        `geometric mean ${((f.details?.timeGeometric?.mean ?? 0) / 1000).toFixed(1)} s`,
    );
  }

  const screens = time('dwell, views and interactions per screen', () => screenFigures(sessions));
  console.log(
    `    ${screens.length} screens, ${screens[0].screen}: ${screens[0].views} views, ${(screens[0].dwell / 3_600_000).toFixed(1)} h dwell`,
  );
  const points = time('click points per screen from events', () => clickPoints(sessions));
  console.log(
    `    ${Object.values(points)
      .reduce((sum, p) => sum + p.x.length, 0)
      .toLocaleString('en')} click points`,
  );

  time('outlier table, all sessions', () => sessionOutliers(sessions.map(outlierSession)));

  const rand = random(7);
  const x = new Float64Array(HEAT_POINTS);
  const y = new Float64Array(HEAT_POINTS);
  for (let i = 0; i < HEAT_POINTS; i++) {
    // two hot spots and noise
    const spot = rand();
    x[i] = spot < 0.4 ? 0.3 + rand() * 0.1 : spot < 0.7 ? 0.6 + rand() * 0.2 : rand();
    y[i] = spot < 0.4 ? 0.2 + rand() * 0.1 : spot < 0.7 ? 0.8 + rand() * 0.1 : rand();
  }
  time('click heat map, 1,000,000 points, 75×133 grid (aim < 300 ms)', () => clickHeatGrid({ x, y }, 75, 133));
  time('same with gaussian blur radius 4, normalized to max', () =>
    clickHeatGrid({ x, y }, 75, 133, { blurRadius: 4, normalize: 'max' }),
  );
}

/** The runner's convention (test/bench/run.ts): `export async function run()`. */
export const run = runAnalyticsBench;
