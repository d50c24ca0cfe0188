import { describe, expect, it } from 'vitest';
import { computeFigures } from './figures';
import { studyAnnotations, studyApp, studyEvents, studyTask } from './testStudy';

/** One pointer sample on the first screen for `session`. */
const track = (session: string) => ({ session, screen: 's1', x: [0.5], y: [0.5], t: [1], sample: 100 });

describe('the mouse heat map', () => {
  const input = (tracks: ReturnType<typeof track>[]) => ({
    app: studyApp(),
    tasks: [studyTask],
    events: studyEvents(),
    tracks,
    annotations: studyAnnotations(), // session c is marked invalid
  });
  const mousePoints = (figures: ReturnType<typeof computeFigures>) =>
    figures.heat.find((h) => h.screen === 's1')!.points.mouse;

  it('counts the tracks of counted sessions and of pointer-only sessions, not of invalid ones', () => {
    // a and b are valid sessions; c is invalid; m recorded only its pointer (an imported mouse study)
    expect(mousePoints(computeFigures(input([track('a'), track('b'), track('c'), track('m')])))).toBe(3);
  });

  it('with a tag filter, only the tracks of the sessions it keeps', () => {
    const figures = computeFigures(
      {
        ...input([track('a'), track('m')]),
        annotations: [{ ...studyAnnotations()[0], reference: 'a', isValid: true, tags: [{ tag: 'x' }] }],
      },
      { tags: ['x'], tagMode: 'any' },
    );
    expect(mousePoints(figures)).toBe(1);
  });
});

describe('sessions picked from a list', () => {
  it('count alone: in the journeys, the heat maps and the mouse tracks', () => {
    const input = {
      app: studyApp(),
      tasks: [studyTask],
      events: studyEvents(),
      tracks: [track('a'), track('b'), track('m')],
      annotations: [],
    };
    const all = computeFigures(input);
    const picked = computeFigures(input, { tags: [], tagMode: 'any', sessions: ['a'] });
    expect(picked.journeys.all.sessions).toBe(1);
    expect(all.journeys.all.sessions).toBeGreaterThan(1);
    expect(picked.heat.find((h) => h.screen === 's1')!.points.mouse).toBe(1);
    expect(picked.sessions.map((s) => s.id)).toEqual(['a']);
  });
});
