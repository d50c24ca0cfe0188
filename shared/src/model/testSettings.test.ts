import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { parseInput } from '../validation';
import { testSettingsInputSchema } from '../contract/testSettings';
import { createTask, createTestSettings, testSettingsSchema } from './testSettings';

describe.skipIf(!hasQuantUx)('testSettingsSchema on the legacy product settings', () => {
  it('parses funnelTestSettings.json, keeping its fields', () => {
    const raw = readQuantUx<Record<string, unknown>>('funnelTestSettings.json');
    const settings = testSettingsSchema.parse(raw);
    expect(settings).toMatchObject(raw);
    expect(settings.tasks.map((t) => t.flow.length)).toEqual([4, 3]);
    expect(settings.tasks[0]).toMatchObject({ id: 't1650571906141', name: 'Task 1', strict: false });
    expect(settings.tasks[0].flow[0]).toEqual({ screen: 's10000_90393', widget: null, type: 'ScreenLoaded' });
  });

  it('parses outlierTest.json with widget-click flows', () => {
    const settings = testSettingsSchema.parse(readQuantUx('outlierTest.json'));
    expect(settings.tasks.map((t) => t.name)).toEqual(['Both Screens', '1-2-3', '3-2-1', 'Screen 2']);
    expect(settings.tasks[1].flow[0]).toMatchObject({ widget: 'w10001_87523', type: 'WidgetClick' });
    expect(settings.appID).toBe('6441b28203e7a20038a68b9e');
  });

  it('takes a loaded document back as input, dropping the server fields', () => {
    const raw = readQuantUx<Record<string, unknown>>('outlierTest.json');
    const input = testSettingsInputSchema.parse(raw);
    expect(Object.keys(input).sort()).toEqual(
      ['description', 'recordOneTestPerUser', 'showSuccessInTest', 'showTaskInTest', 'tasks'].sort(),
    );
    expect(input.tasks).toHaveLength(4);
  });
});

describe('testSettingsInputSchema', () => {
  function fieldsOf(data: unknown) {
    const result = parseInput(testSettingsInputSchema, data);
    return result.ok ? [] : result.issues.map((issue) => issue.field);
  }

  it('fills defaults', () => {
    expect(testSettingsInputSchema.parse({})).toEqual({
      description: '',
      tasks: [],
      showTaskInTest: false,
      showSuccessInTest: false,
      recordOneTestPerUser: false,
    });
  });

  it('names the field of a bad task or step', () => {
    const task = { ...createTask('Buy'), flow: [{ screen: 's1', type: 'ScreenLoaded' }] };
    expect(fieldsOf({ tasks: [task] })).toEqual([]);
    expect(fieldsOf({ tasks: [{ ...task, name: '' }] })).toEqual(['tasks.0.name']);
    expect(
      fieldsOf({ tasks: [task, { ...task, flow: [{ screen: 's1', type: 'ScreenLoaded', event: 'x' }] }] }),
    ).toEqual(['tasks.1.flow.0.event']);
  });

  it('rejects unknown top-level keys by name', () => {
    expect(fieldsOf({ showTasks: true })).toEqual(['showTasks']);
  });

  it('checks the splash image reference', () => {
    expect(fieldsOf({ splash: { url: 'a.png' } })).toEqual([]);
    expect(fieldsOf({ splash: { url: '' } })).toEqual(['splash.url']);
  });
});

describe('test settings factories', () => {
  it('createTestSettings gives an empty, valid document', () => {
    expect(createTestSettings()).toMatchObject({ description: '', tasks: [], showTaskInTest: false });
  });

  it('createTask gives a task the input accepts', () => {
    expect(parseInput(testSettingsInputSchema, { tasks: [createTask('A')] }).ok).toBe(true);
  });
});
