// A small study for component tests: two screens, a two-step task, three sessions (one invalid).
import { newApp, newLine, newScreen, newWidget, type Annotation, type App, type RecordedEvent } from '@protolab/shared';

export const STUDY_APP_ID = 'app1';

export function studyApp(): App {
  const button = newWidget({
    id: 'w_go',
    type: 'Button',
    name: 'Go',
    x: 10,
    y: 10,
    w: 100,
    h: 40,
    props: { label: 'Go' },
  });
  const name = newWidget({
    id: 'w_name',
    type: 'TextBox',
    name: 'Name',
    x: 10,
    y: 80,
    w: 200,
    h: 40,
    props: { label: 'Your name' },
  });
  const first = newScreen({ id: 's1', name: 'Start', x: 0, y: 0, w: 375, h: 667, children: ['w_go', 'w_name'] });
  const second = newScreen({ id: 's2', name: 'Done', x: 500, y: 0, w: 375, h: 667, children: [] });
  return newApp({
    id: STUDY_APP_ID,
    name: 'Study',
    screens: { s1: first, s2: second },
    widgets: { w_go: button, w_name: name },
    lines: { l1: newLine({ id: 'l1', from: 'w_go', to: 's2', event: 'click' }) },
  });
}

export const studyTask = {
  id: 't1',
  name: 'Go on',
  strict: false,
  flow: [
    { screen: 's1', widget: 'w_go', type: 'WidgetClick' },
    { screen: 's2', widget: null, type: 'ScreenLoaded' },
  ],
};

function session(id: string, start: number, finish: boolean, typed: string): RecordedEvent[] {
  const e = (n: number, type: string, screen: string, extra: Partial<RecordedEvent> = {}): RecordedEvent => ({
    id: `${id}-${n}`,
    session: id,
    user: `user-${id}`,
    screen,
    widget: null,
    type,
    time: start + n * 1000,
    x: -1,
    y: -1,
    ...extra,
  });
  const events = [
    e(0, 'SessionStart', 's1'),
    e(1, 'ScreenLoaded', 's1'),
    e(2, 'ScreenClick', 's1', { x: 0.9, y: 0.9 }),
    e(3, 'WidgetChange', 's1', { widget: 'w_name', state: { type: 'value', value: typed } }),
  ];
  if (finish) events.push(e(5, 'WidgetClick', 's1', { widget: 'w_go', x: 0.1, y: 0.05 }), e(6, 'ScreenLoaded', 's2'));
  return events;
}

export function studyEvents(): RecordedEvent[] {
  return [
    ...session('a', 1_000_000, true, 'Anna'),
    ...session('b', 2_000_000, false, '=SUM(1)'),
    ...session('c', 3_000_000, true, 'Carl'),
  ];
}

export function studyAnnotations(): Annotation[] {
  return [{ id: 'n1', appId: STUDY_APP_ID, kind: 'session', reference: 'c', isValid: false, tasks: {}, tags: [] }];
}
