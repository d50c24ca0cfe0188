import { describe, expect, it } from 'vitest';
import { errorLabelsOf, hiddenErrorMessages, withErrorLabels } from './errorMessages';

describe('error messages', () => {
  it('reads the error labels an input names', () => {
    expect(errorLabelsOf({ refs: { errorLabels: ['a', 3, 'b'] } })).toEqual(['a', 'b']);
    expect(errorLabelsOf({ refs: {} })).toEqual([]);
    expect(errorLabelsOf(undefined)).toEqual([]);
  });

  it('sets the error labels, keeping other refs, and takes an empty list away', () => {
    expect(withErrorLabels({ label: 'x' }, ['a'])).toEqual({ label: 'x', refs: { errorLabels: ['a'] } });
    expect(withErrorLabels({ refs: { errorLabels: ['a'], other: 1 } }, [])).toEqual({ refs: { other: 1 } });
    expect(withErrorLabels({ refs: { errorLabels: ['a'] }, label: 'x' }, [])).toEqual({ label: 'x' });
  });

  const widgets = [
    { id: 'mail', props: { refs: { errorLabels: ['mailError', 'anyError'] } } },
    { id: 'name', props: { refs: { errorLabels: ['anyError'] } } },
    { id: 'mailError', props: {} },
    { id: 'anyError', props: {} },
    { id: 'plain', props: {} },
  ];

  it('hides each message while none of its inputs is invalid', () => {
    expect([...hiddenErrorMessages(widgets, [])]).toEqual(['mailError', 'anyError']);
    expect([...hiddenErrorMessages(widgets, ['name'])]).toEqual(['mailError']);
    expect([...hiddenErrorMessages(widgets, ['mail'])]).toEqual([]);
  });

  it('finds the inherited copy of a message by its master', () => {
    const copies = [
      { id: 'mail@s', inherited: 'mail', props: { refs: { errorLabels: ['mailError'] } } },
      { id: 'mailError@s', inherited: 'mailError', props: {} },
    ];
    expect([...hiddenErrorMessages(copies, [])]).toEqual(['mailError@s']);
    expect([...hiddenErrorMessages(copies, ['mail@s'])]).toEqual([]);
  });
});
