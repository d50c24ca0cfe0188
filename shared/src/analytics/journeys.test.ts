import { describe, expect, it } from 'vitest';
import { newApp, type App } from '../model/app';
import { newGroup } from '../model/group';
import { newLine } from '../model/line';
import { newScreen } from '../model/screen';
import { newWidget } from '../model/widget';
import { eventMaker } from './eventMaker';
import { journeyFigures } from './journeys';
import { buildSessions } from './sessions';
import type { TaskLike } from './taskMatching';

const ev = eventMaker(() => ({ user: 'u' }));

// A: "go" → B, "branch" → OR → B or C; B: the group "card" (holding "icon") → C; C: a timer back to A.
function shop(): App {
  const widgets = [
    newWidget({ id: 'go', type: 'Button' }),
    newWidget({ id: 'branch', type: 'Button' }),
    newWidget({ id: 'icon', type: 'Icon' }),
    newWidget({ id: 'or', type: 'LogicOr' }),
  ];
  return newApp({
    screens: {
      A: newScreen({ id: 'A', children: ['go', 'branch'] }),
      B: newScreen({ id: 'B', children: ['icon'] }),
      C: newScreen({ id: 'C', children: [] }),
    },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
    groups: { card: newGroup({ id: 'card', children: ['icon'] }) },
    lines: {
      toB: newLine({ id: 'toB', from: 'go', to: 'B' }),
      toOr: newLine({ id: 'toOr', from: 'branch', to: 'or' }),
      orB: newLine({ id: 'orB', from: 'or', to: 'B' }),
      orC: newLine({ id: 'orC', from: 'or', to: 'C' }),
      cardC: newLine({ id: 'cardC', from: 'card', to: 'C' }),
      timer: newLine({ id: 'timer', from: 'C', to: 'A', event: 'timer' }),
    },
  });
}

const study = () =>
  buildSessions([
    // the whole way round: button, group, timer
    ev('s1', 0, 'ScreenLoaded', 'A'),
    ev('s1', 10, 'WidgetClick', 'A', 'go'),
    ev('s1', 11, 'ScreenLoaded', 'B'),
    ev('s1', 20, 'WidgetClick', 'B', 'icon'),
    ev('s1', 21, 'ScreenLoaded', 'C'),
    ev('s1', 30, 'ScreenLoaded', 'A'),
    // to B twice, back with the browser in between; ends on A
    ev('s2', 0, 'ScreenLoaded', 'A'),
    ev('s2', 10, 'WidgetClick', 'A', 'go'),
    ev('s2', 11, 'ScreenLoaded', 'B'),
    ev('s2', 20, 'ScreenLoaded', 'A'),
    ev('s2', 30, 'WidgetClick', 'A', 'go'),
    ev('s2', 31, 'ScreenLoaded', 'B'),
    ev('s2', 40, 'ScreenLoaded', 'A'),
    // through the OR to C, where it ends
    ev('s3', 0, 'ScreenLoaded', 'A'),
    ev('s3', 10, 'WidgetClick', 'A', 'branch'),
    ev('s3', 11, 'ScreenLoaded', 'C'),
  ]);

describe('journeyFigures', () => {
  it('counts each line by the sessions that followed it, and how often', () => {
    const figures = journeyFigures(shop(), study());
    expect(figures.sessions).toBe(3);
    expect(figures.lines).toEqual({
      toB: { sessions: 2, times: 3 },
      cardC: { sessions: 1, times: 1 },
      timer: { sessions: 1, times: 1 },
      toOr: { sessions: 1, times: 1 },
      orC: { sessions: 1, times: 1 },
    });
    // the OR's other branch was never taken
    expect(figures.lines.orB).toBeUndefined();
  });

  it('lists every move between screens, also those no line explains', () => {
    const moves = journeyFigures(shop(), study()).transitions.map((m) => [`${m.from}→${m.to}`, m.sessions, m.times]);
    expect(moves).toEqual([
      ['A→B', 2, 3],
      ['B→A', 1, 2],
      // ties in name order
      ['A→C', 1, 1],
      ['B→C', 1, 1],
      ['C→A', 1, 1],
    ]);
  });

  it('tells on which screen journeys ended', () => {
    const screens = journeyFigures(shop(), study()).screens;
    expect(screens).toEqual([
      { screen: 'A', sessions: 3, ended: 2 },
      { screen: 'B', sessions: 2, ended: 0 },
      { screen: 'C', sessions: 2, ended: 1 },
    ]);
  });

  it("with a task, follows each session's attempt: from its first step to success or to where it was given up", () => {
    const task: TaskLike = {
      id: 't',
      flow: [
        { screen: 'A', widget: 'go', type: 'WidgetClick' },
        { screen: 'B', widget: 'icon', type: 'WidgetClick' },
      ],
    };
    const figures = journeyFigures(shop(), study(), task);
    // s3 never started the task
    expect(figures.sessions).toBe(2);
    // s1's timer back to A came after its success
    expect(figures.lines).toEqual({ toB: { sessions: 2, times: 3 }, cardC: { sessions: 1, times: 1 } });
    expect(figures.screens).toEqual([
      { screen: 'A', sessions: 2, ended: 1 },
      { screen: 'B', sessions: 2, ended: 0 },
      { screen: 'C', sessions: 1, ended: 0 },
    ]);
  });

  it('counts an overlay as a place of its own, and goes on from the screen under it once it closes', () => {
    const sessions = buildSessions([
      ev('o', 0, 'ScreenLoaded', 'A'),
      ev('o', 5, 'OverlayLoaded', 'A', null, { overlay: 'C' }),
      ev('o', 8, 'OverlayRemoved', 'A', null, { overlay: 'C' }),
      ev('o', 10, 'WidgetClick', 'A', 'go'),
      ev('o', 11, 'ScreenLoaded', 'B'),
    ]);
    const figures = journeyFigures(shop(), sessions);
    expect(figures.transitions.map((m) => `${m.from}→${m.to}`)).toEqual(['A→B', 'A→C']);
    expect(figures.lines).toEqual({ toB: { sessions: 1, times: 1 } });
    expect(figures.screens.find((s) => s.screen === 'B')?.ended).toBe(1);
  });

  it('credits a widget inherited from a master screen to its master', () => {
    const sessions = buildSessions([
      ev('m', 0, 'ScreenLoaded', 'C'),
      ev('m', 10, 'WidgetClick', 'C', 'go@C'),
      ev('m', 11, 'ScreenLoaded', 'B'),
    ]);
    expect(journeyFigures(shop(), sessions).lines).toEqual({ toB: { sessions: 1, times: 1 } });
  });

  it('has nothing to show for no sessions', () => {
    expect(journeyFigures(shop(), [])).toEqual({ sessions: 0, lines: {}, transitions: [], screens: [] });
  });
});
