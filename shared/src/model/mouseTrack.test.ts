import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { parseInput } from '../validation';
import {
  createMouseTrack,
  mouseTrackBatchInputSchema,
  mouseTrackInputSchema,
  mouseTrackSchema,
  mouseTrackUploadSchema,
} from './mouseTrack';

describe.skipIf(!hasQuantUx)('mouseTrackSchema on the legacy product tracks', () => {
  it('parses all 1,698 records of mouseData.json unchanged', () => {
    const tracks = readQuantUx<Record<string, unknown>[]>('mouseData.json');
    expect(tracks).toHaveLength(1698);
    for (const track of tracks) {
      expect(parseInput(mouseTrackSchema, track)).toEqual({ ok: true, value: track });
    }
  });
});

describe('mouse track schemas', () => {
  const valid = {
    ...createMouseTrack({ session: 'S1', screen: 's1', user: 'U1' }),
    x: [0.1, 0.2],
    y: [0.3, -0.1],
    c: [0, 1],
    t: [1000, 1050],
    sample: 50,
  };

  function fieldsOf(schema: typeof mouseTrackInputSchema | typeof mouseTrackSchema, data: unknown) {
    const result = parseInput(schema, data);
    return result.ok ? [] : result.issues.map((issue) => issue.field);
  }

  it('accepts a track', () => {
    expect(fieldsOf(mouseTrackInputSchema, valid)).toEqual([]);
  });

  it('requires parallel arrays of equal length, stored or posted', () => {
    const uneven = { ...valid, c: [0], t: [1000, 1050, 1100] };
    expect(fieldsOf(mouseTrackInputSchema, uneven)).toEqual(['c', 't']);
    expect(fieldsOf(mouseTrackSchema, uneven)).toEqual(['c', 't']);
  });

  it('checks the sample values of a posted track', () => {
    expect(fieldsOf(mouseTrackInputSchema, { ...valid, c: [0, 2] })).toEqual(['c.1']);
    expect(fieldsOf(mouseTrackInputSchema, { ...valid, t: [1000, 1.5] })).toEqual(['t.1']);
    expect(fieldsOf(mouseTrackInputSchema, { ...valid, x: [], y: [], c: [], t: [] })).toEqual(['x', 'y', 'c', 't']);
  });

  it('requires ids and rejects unknown keys', () => {
    const { session: _s, ...noSession } = valid;
    expect(fieldsOf(mouseTrackInputSchema, noSession)).toEqual(['session']);
    expect(fieldsOf(mouseTrackInputSchema, { ...valid, appID: 'a' })).toEqual(['appID']);
  });

  it('parses one track or a batch to a batch', () => {
    expect(mouseTrackBatchInputSchema.parse(valid)).toHaveLength(1);
    const result = parseInput(mouseTrackBatchInputSchema, [valid, { ...valid, id: '' }]);
    expect(result.ok ? [] : result.issues.map((i) => i.field)).toEqual(['1.id']);
  });
});

describe('mouseTrackUploadSchema', () => {
  const posted = {
    session: 'S1',
    screen: 's1',
    user: 'U1',
    x: [-0.2, 1.3],
    y: [0.1, 0.2],
    c: [0, 1],
    t: [1, 2],
    sample: 50,
    hidden: 1,
  };

  it("takes the existing product's tester tracks: no id, unknown fields, samples off the screen", () => {
    expect(parseInput(mouseTrackUploadSchema, posted)).toEqual({ ok: true, value: posted });
  });

  it('checks the sample columns and the required fields', () => {
    const { session: _s, ...bare } = posted;
    const result = parseInput(mouseTrackUploadSchema, { ...bare, c: [0, 2], t: [1, 'x'] });
    expect(result.ok ? [] : result.issues.map((i) => i.field)).toEqual(['session', 'c.1', 't.1']);
  });
});
