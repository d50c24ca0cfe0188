// Where testers went: the moves between screens, which of the prototype's lines each move followed,
// and on which screen journeys ended. The analytic canvas draws them over the prototype.
import { groupWidgetIds } from '../appDocument/groups';
import type { App } from '../model/app';
import { isLogicWidget } from '../simulator/logic';
import { isInteraction, masterWidgetId, type AnalyticsEvent } from './events';
import { overlayIdOf } from './screenVisits';
import type { Session } from './sessions';
import { matchTask, type TaskLike } from './taskMatching';

/** How many sessions did something, and how often in all. */
export interface Traffic {
  sessions: number;
  times: number;
}

/** A move from one screen (or overlay) to another, whatever caused it. */
export interface Transition extends Traffic {
  from: string;
  to: string;
}

export interface ScreenJourney {
  screen: string;
  /** sessions whose journey showed the screen */
  sessions: number;
  /** of those, sessions whose journey ended on it without finishing (with a task: without success) */
  ended: number;
}

export interface JourneyFigures {
  /** sessions with a journey (with a task: those that started it) */
  sessions: number;
  /** line id → how many sessions followed it */
  lines: Record<string, Traffic>;
  /** the moves: most sessions first, then most times, then by name */
  transitions: Transition[];
  /** per screen shown, in order of first appearance */
  screens: ScreenJourney[];
}

/** The part of a session a journey covers: the whole session, or a task's attempt. */
interface Window {
  first: number;
  /** exclusive */
  last: number;
  /** the journey reached its goal (a task's success); only task windows can */
  finished: boolean;
}

/** The task's attempt: from its first step to the screen its last step opened, or to the session's end. */
function taskWindow(events: readonly AnalyticsEvent[], task: TaskLike): Window | null {
  const match = matchTask(events, task.flow, task.strict ?? false);
  if (!match.started) return null;
  const first = match.stepIndexes[0];
  if (!match.completed) return { first, last: events.length, finished: false };
  // the last step's own navigation belongs to the attempt: up to the next screen shown, if no
  // other interaction came first
  let last = match.stepIndexes[match.stepIndexes.length - 1] + 1;
  for (let i = last; i < events.length; i++) {
    const type = events[i].type;
    if (type === 'ScreenLoaded' || type === 'OverlayLoaded') {
      last = i + 1;
      break;
    }
    if (isInteraction(type)) break;
  }
  return { first, last, finished: true };
}

/** Finds the lines a move followed: from what the tester last touched to where they arrived. */
function lineFinder(app: App) {
  const outgoing = new Map<string, { id: string; to: string }[]>();
  for (const line of Object.values(app.lines)) {
    const list = outgoing.get(line.from) ?? [];
    list.push({ id: line.id, to: line.to });
    outgoing.set(line.from, list);
  }
  // a line from a group serves every widget in it, nested groups included
  const groupsOf = new Map<string, string[]>();
  for (const group of Object.keys(app.groups ?? {})) {
    if (!outgoing.has(group)) continue;
    let members: string[];
    try {
      members = groupWidgetIds(app, group);
    } catch {
      members = app.groups![group].children;
    }
    for (const widget of members) groupsOf.set(widget, [...(groupsOf.get(widget) ?? []), group]);
  }
  const direct = (source: string, to: string): string[] => {
    const lines = outgoing.get(source) ?? [];
    const hit = lines.find((line) => line.to === to);
    if (hit) return [hit.id];
    // through a logic widget (LogicOr, Rest, Script) that routed it on
    for (const line of lines) {
      const logic = app.widgets[line.to];
      if (!logic || !isLogicWidget(logic.type)) continue;
      const onward = (outgoing.get(line.to) ?? []).find((next) => next.to === to);
      if (onward) return [line.id, onward.id];
    }
    return [];
  };
  return (touched: string | null, screen: string, to: string): string[] => {
    if (touched) {
      const master = masterWidgetId(touched);
      for (const source of [touched, master, ...(groupsOf.get(master) ?? [])]) {
        const lines = direct(source, to);
        if (lines.length) return lines;
      }
    }
    // a line of the screen itself: a timer, a swipe, a click on the screen
    return direct(screen, to);
  };
}

/** Most sessions first, then most times, then by name. */
export const byTraffic = (a: Transition, b: Transition) =>
  b.sessions - a.sessions || b.times - a.times || (a.from + a.to < b.from + b.to ? -1 : 1);

/**
 * The journeys of the sessions (valid ones: build them with buildSessions), or with `task` of each
 * session's attempt at it. A move is a ScreenLoaded or OverlayLoaded showing another screen than
 * the one on top; it followed a line when the app has one from the widget last touched on the way
 * (its master, a group holding it, through a logic widget) or from the screen, to where it arrived.
 * Moves no line explains (the browser's back, a line deleted since) count as transitions only.
 */
export function journeyFigures(app: App, sessions: readonly Session[], task?: TaskLike): JourneyFigures {
  const findLines = lineFinder(app);
  const lines = new Map<string, Traffic>();
  const transitions = new Map<string, Transition>();
  const screens = new Map<string, ScreenJourney>();
  let counted = 0;
  const seenLines = new Set<string>();
  const seenMoves = new Set<string>();
  const seenScreens = new Set<string>();
  const showScreen = (screen: string) => {
    if (seenScreens.has(screen)) return;
    seenScreens.add(screen);
    let row = screens.get(screen);
    if (!row) screens.set(screen, (row = { screen, sessions: 0, ended: 0 }));
    row.sessions++;
  };

  for (const session of sessions) {
    const events = session.events;
    const window = task ? taskWindow(events, task) : { first: 0, last: events.length, finished: false };
    if (!window) continue;
    counted++;
    seenLines.clear();
    seenMoves.clear();
    seenScreens.clear();
    // the screen under the window's start: the last one shown before it
    let base: string | null = null;
    let top: string | null = null;
    for (let i = 0; i < window.first; i++) {
      const event = events[i];
      if (event.type === 'ScreenLoaded') base = top = event.screen;
      else if (event.type === 'OverlayLoaded') top = overlayIdOf(event);
      else if (event.type === 'OverlayRemoved') top = base;
    }
    if (top === null && window.first < events.length) top = base = events[window.first].screen || null;
    if (top !== null) showScreen(top);
    let touched: string | null = null;
    for (let i = window.first; i < window.last; i++) {
      const event = events[i];
      const type = event.type;
      if (isInteraction(type)) {
        touched = event.widget ?? null;
        continue;
      }
      if (type === 'OverlayRemoved') {
        top = base;
        if (top !== null) showScreen(top);
        continue;
      }
      if (type !== 'ScreenLoaded' && type !== 'OverlayLoaded') continue;
      const to = type === 'OverlayLoaded' ? overlayIdOf(event) : event.screen;
      if (top !== null && to !== top) {
        const key = `${top}\u0000${to}`;
        let move = transitions.get(key);
        if (!move) transitions.set(key, (move = { from: top, to, sessions: 0, times: 0 }));
        move.times++;
        if (!seenMoves.has(key)) {
          seenMoves.add(key);
          move.sessions++;
        }
        for (const id of findLines(touched, top, to)) {
          let traffic = lines.get(id);
          if (!traffic) lines.set(id, (traffic = { sessions: 0, times: 0 }));
          traffic.times++;
          if (!seenLines.has(id)) {
            seenLines.add(id);
            traffic.sessions++;
          }
        }
      }
      showScreen(to);
      touched = null;
      top = to;
      if (type === 'ScreenLoaded') base = to;
    }
    if (top !== null && !window.finished) screens.get(top)!.ended++;
  }

  return {
    sessions: counted,
    lines: Object.fromEntries(lines),
    transitions: [...transitions.values()].sort(byTraffic),
    screens: [...screens.values()],
  };
}
