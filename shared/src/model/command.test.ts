import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { parseInput } from '../validation';
import { commandStackInputSchema } from '../contract/commands';
import { commandStackSchema, createCommandStack } from './command';

describe.skipIf(!hasQuantUx)('commandStackSchema on the legacy server-side stack', () => {
  it('parses tooLargeIDBug.json unchanged', () => {
    const raw = readQuantUx<Record<string, unknown>>('tooLargeIDBug.json');
    const result = parseInput(commandStackSchema, raw);
    expect(result).toEqual({ ok: true, value: raw });
    const stack = commandStackSchema.parse(raw);
    expect(stack.stack).toHaveLength(252);
    expect(stack).toMatchObject({
      pos: 252,
      lastUUID: 443,
      appID: '6733e8856ee8381b3ce91e2d',
      userID: '6733f9836ee8381b3ce92e78',
    });
    const types = new Set(stack.stack.map((c) => c.type));
    expect([...types]).toEqual(expect.arrayContaining(['WidgetPosition', 'AddWidget', 'AddLine', 'LinkDesignToken']));
    expect(stack.stack[0].delta).toMatchObject({ o: { x: 1699 } });
  });
});

describe('command stack input', () => {
  const command = { id: 'c1', type: 'AddWidget', timestamp: 1, model: { id: 'w1' } };

  function fieldsOf(data: unknown) {
    const result = parseInput(commandStackInputSchema, data);
    return result.ok ? [] : result.issues.map((issue) => issue.field);
  }

  it('accepts a stack, keeping command payloads', () => {
    expect(commandStackInputSchema.parse({ stack: [command], pos: 1 }).stack[0]).toEqual(command);
  });

  it('checks pos and each command', () => {
    expect(fieldsOf({ stack: [command], pos: 2 })).toEqual(['pos']);
    expect(fieldsOf({ stack: [{ ...command, id: '' }], pos: 0 })).toEqual(['stack.0.id']);
    expect(fieldsOf({ stack: [], pos: 0, appID: 'a' })).toEqual(['appID']);
  });

  it('createCommandStack gives an empty stack', () => {
    expect(commandStackSchema.parse(createCommandStack())).toEqual({ stack: [], pos: 0, lastUUID: 0 });
  });
});
