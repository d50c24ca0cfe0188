import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { MAX_EVENT_BATCH } from '../constants';
import { parseInput } from '../validation';
import { createEvent, eventBatchInputSchema, eventInputSchema, eventSchema, eventUploadSchema } from './event';

const EVENT_FIXTURES = ['funnelEvents.json', 'outlierEvents.json', 'exampleEventStrea.json'];

describe.skipIf(!hasQuantUx)('eventSchema on the legacy product events', () => {
  it.each(EVENT_FIXTURES)('parses every event of %s and keeps its fields', (file) => {
    const events = readQuantUx<Record<string, unknown>[]>(file);
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      const result = parseInput(eventSchema, event);
      expect(result).toEqual({ ok: true, value: event });
    }
  });

  it('reads state, device and label of the newer recordings', () => {
    const events = readQuantUx<unknown[]>('exampleEventStrea.json').map((e) => eventSchema.parse(e));
    const start = events.find((e) => e.type === 'SessionStart');
    expect(start?.label).toBe('Klaus');
    expect(start?.device).toMatchObject({ w: 375, h: 812 });
    expect(events.find((e) => e.type === 'WidgetChange')?.state?.type).toBe('text');
    expect(events.find((e) => e.type === 'ScreenScroll')?.state?.children?.length).toBeGreaterThan(0);
  });
});

describe('eventSchema', () => {
  it('keeps unknown types and keys', () => {
    const event = {
      ...createEvent({ session: 's', user: 'u', screen: 'a', type: 'WidgetAnimationStart' }),
      noheat: true,
    };
    expect(eventSchema.parse(event)).toEqual(event);
  });
});

describe('eventInputSchema', () => {
  const valid = createEvent({
    session: 'S1',
    user: { id: 'U1', name: 'tester' },
    screen: 's1',
    type: 'ScreenClick',
    x: 0.5,
    y: 1,
  });

  function fieldsOf(data: unknown) {
    const result = parseInput(eventInputSchema, data);
    return result.ok ? [] : result.issues.map((issue) => issue.field);
  }

  it('accepts what createEvent makes', () => {
    expect(parseInput(eventInputSchema, valid)).toEqual({ ok: true, value: valid });
  });

  it('fills widget and scrollTop', () => {
    const { widget: _w, scrollTop: _s, ...bare } = valid;
    expect(eventInputSchema.parse(bare)).toMatchObject({ widget: null, scrollTop: 0 });
  });

  it('requires id and session', () => {
    const { id: _id, session: _session, ...rest } = valid;
    expect(fieldsOf(rest)).toEqual(['id', 'session']);
  });

  it('limits the id to 64 characters', () => {
    expect(fieldsOf({ ...valid, id: 'a'.repeat(64) })).toEqual([]);
    expect(fieldsOf({ ...valid, id: 'a'.repeat(65) })).toEqual(['id']);
  });

  it('takes x and y in 0..1, or -1', () => {
    expect(fieldsOf({ ...valid, x: -1, y: 0 })).toEqual([]);
    expect(fieldsOf({ ...valid, x: 1.2 })).toEqual(['x']);
    expect(fieldsOf({ ...valid, y: -0.5 })).toEqual(['y']);
    expect(fieldsOf({ ...valid, x: '0.5' })).toEqual(['x']);
  });

  it('checks types of time, widget and type', () => {
    expect(fieldsOf({ ...valid, time: 1.5 })).toEqual(['time']);
    expect(fieldsOf({ ...valid, time: -1 })).toEqual(['time']);
    expect(fieldsOf({ ...valid, widget: 7 })).toEqual(['widget']);
    expect(fieldsOf({ ...valid, type: '' })).toEqual(['type']);
    expect(fieldsOf({ ...valid, type: 'WidgetAnimationEnd' })).toEqual([]);
  });

  it('names unknown keys', () => {
    expect(fieldsOf({ ...valid, appID: 'x', _id: 'y' })).toEqual(['appID', '_id']);
  });
});

describe('eventBatchInputSchema', () => {
  const event = () => createEvent({ session: 'S1', user: 'U1', screen: 's1', type: 'ScreenLoaded' });

  it('turns one event into a batch', () => {
    const one = event();
    expect(eventBatchInputSchema.parse(one)).toEqual([one]);
  });

  it('names the bad record by its index', () => {
    const result = parseInput(eventBatchInputSchema, [event(), { ...event(), time: 'now' }]);
    expect(result.ok ? [] : result.issues.map((i) => i.field)).toEqual(['1.time']);
  });

  it('rejects empty and oversized batches at the root', () => {
    for (const batch of [[], Array.from({ length: MAX_EVENT_BATCH + 1 }, event)]) {
      const result = parseInput(eventBatchInputSchema, batch);
      expect(result.ok ? [] : result.issues.map((i) => i.field)).toEqual(['']);
    }
  });
});

describe('eventUploadSchema', () => {
  const posted = {
    session: 'S1',
    user: { id: 'U1', name: 'tester' },
    screen: 's1',
    widget: null,
    type: 'Animation',
    time: 1000,
    x: -1,
    y: 1.4,
    animation: { from: { pos: { x: 0 } } },
    noheat: true,
  };

  function fieldsOf(data: unknown) {
    const result = parseInput(eventUploadSchema, data);
    return result.ok ? [] : result.issues.map((issue) => issue.field);
  }

  it("takes the existing product's tester records: no id, unknown fields, coordinates outside 0..1", () => {
    expect(parseInput(eventUploadSchema, posted)).toEqual({ ok: true, value: posted });
    expect(fieldsOf({ ...posted, x: -0.3, y: 2, _id: 'abc', appID: 'def', hidden: ['w1'] })).toEqual([]);
  });

  it('refuses missing session, type and time, and known fields of the wrong type', () => {
    const { session: _s, type: _t, time: _time, ...bare } = posted;
    expect(fieldsOf(bare)).toEqual(['session', 'type', 'time']);
    expect(fieldsOf({ ...posted, x: '0.5', widget: 3, device: { w: 'wide' }, id: 'a/b' })).toEqual([
      'id',
      'widget',
      'x',
      'device.w',
    ]);
  });
});
