import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { invalidInputError, parseInput } from './validation';

const schema = z.strictObject({
  name: z.string().min(1, 'Name is required'),
  tasks: z.array(z.strictObject({ name: z.string().min(1, 'Task name is required') })),
});

describe('parseInput', () => {
  it('returns the parsed value', () => {
    expect(parseInput(schema, { name: 'A', tasks: [] })).toEqual({ ok: true, value: { name: 'A', tasks: [] } });
  });

  it('names fields by dotted path', () => {
    expect(parseInput(schema, { name: '', tasks: [{ name: 'x' }, { name: '' }] })).toEqual({
      ok: false,
      issues: [
        { field: 'name', message: 'Name is required' },
        { field: 'tasks.1.name', message: 'Task name is required' },
      ],
    });
  });

  it('uses "" for the root', () => {
    const result = parseInput(schema, 'text');
    expect(result.ok ? [] : result.issues.map((i) => i.field)).toEqual(['']);
  });

  it('names each unknown key, also nested', () => {
    expect(parseInput(schema, { name: 'A', tasks: [{ name: 'x', done: true }], extra: 1, more: 2 })).toEqual({
      ok: false,
      issues: [
        { field: 'tasks.0.done', message: 'Unknown field' },
        { field: 'extra', message: 'Unknown field' },
        { field: 'more', message: 'Unknown field' },
      ],
    });
  });
});

describe('invalidInputError', () => {
  it('names the first issue', () => {
    expect(
      invalidInputError([
        { field: 'email', message: 'Email is required' },
        { field: 'tos', message: 'x' },
      ]),
    ).toEqual({
      error: { code: 'validation', message: 'Email is required', field: 'email' },
    });
  });
});
