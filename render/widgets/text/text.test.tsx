// @vitest-environment happy-dom
import { act, cleanup, fireEvent, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialValue } from '@protolab/shared';
import { renderWidget } from '../../testSupport';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A played widget of `type` and what it reported, one entry per stored value. */
async function played(type: string, options: Parameters<typeof renderWidget>[1] = {}) {
  const reported: Array<{ value: unknown; children?: Array<{ value: unknown }> }> = [];
  const result = await renderWidget(type, {
    ...options,
    onValue: (value, children) => reported.push({ value, children }),
  });
  const box = within(result.widget);
  return { ...result, box, reported, values: () => reported.map((r) => r.value) };
}

describe('text fields', () => {
  it('an empty text box shows its label as a faded hint; a value shows as the text', async () => {
    const empty = await renderWidget('TextBox');
    const hint = empty.widget.querySelector<HTMLElement>('.pl-text')!;
    expect(hint.textContent).toBe('Enter a text');
    expect(Number(hint.style.opacity)).toBeLessThan(1);
    cleanup();
    const filled = await renderWidget('TextBox', { value: 'Ada Lovelace' });
    const text = filled.widget.querySelector<HTMLElement>('.pl-text')!;
    expect(text.textContent).toBe('Ada Lovelace');
    expect(text.style.opacity).toBe('');
    cleanup();
    // without `placeholder` the label is the text itself
    const labelled = await renderWidget('TextBox', { props: { label: 'Preset', placeholder: false } });
    expect(labelled.widget.textContent).toBe('Preset');
  });

  it('each field shows the value it is given', async () => {
    for (const type of ['TextBox', 'TextArea', 'SearchBox', 'LabeledTextArea', 'TypeAheadTextBox', 'ChatTextBox']) {
      const shown = await renderWidget(type, { value: 'Shown text' });
      expect(shown.widget.textContent, type).toMatch(/^(Message)?Shown text$/);
      cleanup();
    }
  });

  it('display-only fields take no input', async () => {
    for (const type of ['TextBox', 'TextArea', 'Password', 'SearchBox', 'LabeledTextBox', 'TypeAheadTextBox']) {
      const shown = await renderWidget(type);
      expect(shown.widget.querySelector('input, textarea, button'), type).toBeNull();
      cleanup();
    }
  });

  it('typing stores the text on Enter, with what was typed on the way', async () => {
    const user = userEvent.setup();
    const { box, reported } = await played('TextBox');
    const input = box.getByRole('textbox');
    expect(input.getAttribute('placeholder')).toBe('Enter a text');
    await user.type(input, 'Hi{Enter}');
    expect(reported).toHaveLength(1);
    expect(reported[0].value).toBe('Hi');
    expect(reported[0].children?.map((c) => c.value)).toEqual(['H', 'Hi']);
  });

  it('typed text is stored after a pause of 1.2 s, or on leaving the field', async () => {
    const { box, values } = await played('TextBox');
    // user-event waits on real timers: keystrokes as change events here
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const input = box.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'a' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(input, { target: { value: 'abc' } });
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual([]);
    act(() => vi.advanceTimersByTime(200));
    expect(values()).toEqual(['abc']);
    fireEvent.change(input, { target: { value: 'abcd' } });
    fireEvent.blur(input);
    expect(values()).toEqual(['abc', 'abcd']);
    act(() => vi.advanceTimersByTime(2000));
    expect(values()).toEqual(['abc', 'abcd']);
  });

  it('a field follows a value set from outside', async () => {
    const first = await played('TextBox', { value: 'one' });
    expect(first.box.getByRole('textbox')).toHaveProperty('value', 'one');
    cleanup();
    const second = await played('TextBox', { value: 'two' });
    expect(second.box.getByRole('textbox')).toHaveProperty('value', 'two');
  });

  it('a text area keeps Enter as a new line and stores on leaving', async () => {
    const user = userEvent.setup();
    const { box, values, widget } = await played('TextArea');
    const area = box.getByRole('textbox');
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'one{Enter}two');
    expect(values()).toEqual([]);
    await user.tab();
    expect(values()).toEqual(['one\ntwo']);
    cleanup();
    const shown = await renderWidget('TextArea', { value: 'line 1\nline 2' });
    expect(shown.widget.textContent).toBe('line 1\nline 2');
    void widget;
  });

  it('a password shows dots, never the text', async () => {
    const shown = await renderWidget('Password', { value: 'secret' });
    expect(shown.widget.textContent).toBe('••••••');
    cleanup();
    const user = userEvent.setup();
    const { widget, values } = await played('Password');
    const input = widget.querySelector('input')!;
    expect(input.type).toBe('password');
    await user.type(input, 'pw1{Enter}');
    expect(values()).toEqual(['pw1']);
  });

  it('a search box has a magnifier and a search field', async () => {
    const shown = await renderWidget('SearchBox');
    expect(shown.widget.querySelector('[data-glyph="search"]')).not.toBeNull();
    expect(shown.widget.textContent).toBe('Search');
    cleanup();
    const user = userEvent.setup();
    const { box, values } = await played('SearchBox');
    await user.type(box.getByRole('searchbox'), 'shoes{Enter}');
    expect(values()).toEqual(['shoes']);
  });

  it('a validation rule asks for the matching keyboard', async () => {
    const { widget } = await played('TextBox', { props: { validation: { type: 'email' } } });
    expect(widget.querySelector('input')?.type).toBe('email');
  });
});

describe('labeled fields', () => {
  it('the caption is above the field and is never the value', async () => {
    const shown = await renderWidget('LabeledTextBox', { value: 'Grace' });
    const [caption, field] = [...shown.widget.firstElementChild!.children] as HTMLElement[];
    expect(caption.textContent).toBe('Name');
    expect(field.textContent).toBe('Grace');
    // the border is the field's, not the whole widget's
    expect(field.style.borderTopWidth).toBe('1px');
    expect(shown.widget.style.borderTopWidth).toBe('');
    cleanup();
    const empty = await renderWidget('LabeledTextArea');
    expect(initialValue({ type: 'LabeledTextArea', props: { label: 'Message' } })).toBe('');
    expect(empty.widget.textContent).toBe('MessageEnter a text');
  });

  it('the caption is sized from the style, times the scale', async () => {
    const shown = await renderWidget('LabeledTextBox', { scale: 2, style: { labelFontSize: 10 } });
    expect((shown.widget.querySelector('label') as HTMLElement).style.fontSize).toBe('20px');
  });

  it('a tap on the caption goes to the field; typing stores the text', async () => {
    const user = userEvent.setup();
    const { box, values } = await played('LabeledTextBox');
    await user.click(box.getByText('Name'));
    expect(document.activeElement).toBe(box.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Alan{Enter}');
    expect(values()).toEqual(['Alan']);
  });

  it('a labeled text area stores several lines', async () => {
    const user = userEvent.setup();
    const { box, values } = await played('LabeledTextArea');
    await user.type(box.getByRole('textbox', { name: 'Message' }), 'a{Enter}b');
    await user.tab();
    expect(values()).toEqual(['a\nb']);
  });
});

describe('type ahead', () => {
  it('suggests the options starting with what is typed; arrow keys and Enter take one', async () => {
    const user = userEvent.setup();
    const { box, container, values } = await played('TypeAheadTextBox');
    const input = box.getByRole('combobox');
    await user.type(input, 'be');
    const list = within(container).getByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Berlin', 'Bern']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(list).getByRole('option', { name: 'Bern' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['Bern']);
    expect(within(container).queryByRole('listbox')).toBeNull();
  });

  it('a tap on a suggestion takes it', async () => {
    const user = userEvent.setup();
    const { box, container, values } = await played('TypeAheadTextBox');
    await user.type(box.getByRole('combobox'), 'li');
    await user.click(within(container).getByRole('option', { name: 'Lisbon' }));
    expect(values()).toEqual(['Lisbon']);
  });

  it('shows no list for text no option starts with, nor when display-only', async () => {
    const user = userEvent.setup();
    const { box, container } = await played('TypeAheadTextBox');
    await user.type(box.getByRole('combobox'), 'xyz');
    expect(within(container).queryByRole('listbox')).toBeNull();
    cleanup();
    const shown = await renderWidget('TypeAheadTextBox', { value: 'Be' });
    expect(shown.widget.textContent).toBe('Be');
    expect(shown.container.querySelector('[role="listbox"]')).toBeNull();
  });
});

describe('inline edit', () => {
  it('looks like a label; display-only it stays one', async () => {
    const shown = await renderWidget('InlineEdit', { value: 'My list' });
    expect(shown.widget.textContent).toBe('My list');
    expect(shown.widget.querySelector('input, button')).toBeNull();
    expect(shown.widget.style.borderTopWidth).toBe('');
  });

  it('a tap edits it in place; Enter stores, Escape drops the change', async () => {
    const user = userEvent.setup();
    const { box, values } = await played('InlineEdit');
    expect(box.queryByRole('textbox')).toBeNull();
    await user.click(box.getByRole('button', { name: 'Tap to edit' }));
    const input = box.getByRole('textbox') as HTMLInputElement;
    expect(input.value).toBe('Tap to edit');
    await user.clear(input);
    await user.keyboard('Groceries{Enter}');
    expect(values()).toEqual(['Groceries']);
    expect(box.queryByRole('textbox')).toBeNull();
    expect(box.getByRole('button').textContent).toBe('Groceries');
    await user.click(box.getByRole('button'));
    await user.keyboard('{End}!!{Escape}');
    expect(values()).toEqual(['Groceries']);
    expect(box.getByRole('button').textContent).toBe('Groceries');
  });
});

describe('chat', () => {
  it('a chat box is a message field with a send button', async () => {
    const shown = await renderWidget('ChatTextBox');
    expect(shown.widget.textContent).toBe('Type a message');
    expect(shown.widget.querySelector('[data-glyph="send"]')).not.toBeNull();
    cleanup();
    const user = userEvent.setup();
    const { box, values } = await played('ChatTextBox');
    await user.type(box.getByRole('textbox'), 'See you');
    await user.click(box.getByRole('button', { name: 'Send' }));
    expect(values()).toEqual(['See you']);
  });

  it('a chat shows its conversation, and the message sent with its reply', async () => {
    const start = await renderWidget('Chat');
    const log = within(start.widget).getByRole('log');
    expect(log.textContent).toBe('Hi! How can I help you?');
    cleanup();
    const shown = await renderWidget('Chat', { value: 'Where is my order?' });
    const bubbles = [...within(shown.widget).getByRole('log').firstElementChild!.children] as HTMLElement[];
    expect(bubbles.map((b) => b.textContent)).toEqual([
      'Hi! How can I help you?',
      'Where is my order?',
      'Thanks, I am looking into it.',
    ]);
    // the tester's message is on the right, the assistant's on the left
    expect(bubbles.map((b) => b.style.justifyContent)).toEqual(['flex-start', 'flex-end', 'flex-start']);
    expect(shown.widget.querySelector('textarea, button')).toBeNull();
  });

  it('Enter sends a message; it is the value, and the field is empty again', async () => {
    const user = userEvent.setup();
    const { box, values } = await played('Chat');
    const field = box.getByRole('textbox', { name: 'Type a message' }) as HTMLTextAreaElement;
    await user.type(field, 'Hello{Enter}');
    expect(values()).toEqual(['Hello']);
    expect(field.value).toBe('');
    expect(box.getByRole('log').textContent).toContain('Hello');
    await user.type(field, 'More');
    await user.click(box.getByRole('button', { name: 'Send' }));
    expect(values()).toEqual(['Hello', 'More']);
  });
});

describe('files and places', () => {
  it('an upload is a drop zone with its label; a chosen file shows by name', async () => {
    const empty = await renderWidget('Upload');
    expect(empty.widget.textContent).toBe('Drop a file or tap to choose');
    expect(empty.widget.querySelector('[data-glyph="upload"]')).not.toBeNull();
    expect(empty.widget.style.borderTopStyle).toBe('dashed');
    expect(empty.widget.querySelector('input')).toBeNull();
    cleanup();
    const chosen = await renderWidget('Upload', { value: 'cv.pdf' });
    expect(chosen.widget.textContent).toBe('cv.pdf');
  });

  it('choosing a file stores its name; a played preview then shows the image', async () => {
    const user = userEvent.setup();
    const { widget, values } = await played('Upload');
    const input = widget.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['x'], 'holiday.png', { type: 'image/png' }));
    expect(values()).toEqual(['holiday.png']);
    cleanup();
    const preview = await played('UploadPreview');
    expect(preview.widget.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    cleanup();
    // display-only views never show what a tester uploaded
    const shown = await renderWidget('UploadPreview');
    expect(shown.widget.querySelector('img')).toBeNull();
    expect(shown.widget.querySelector('.pl-placeholder')).not.toBeNull();
  });

  it('a camera is a viewfinder with a shutter; the shutter stores photo.jpg', async () => {
    const shown = await renderWidget('Camera');
    expect(shown.widget.querySelector('svg path')?.getAttribute('d')).toMatch(/^M/);
    expect(shown.widget.textContent).toBe('');
    expect(shown.widget.querySelector('button')).toBeNull();
    cleanup();
    const taken = await renderWidget('Camera', { value: 'photo.jpg' });
    expect(taken.widget.textContent).toBe('photo.jpg');
    expect(taken.widget.querySelector('[data-glyph="picture"]')).not.toBeNull();
    cleanup();
    const user = userEvent.setup();
    const { box, values } = await played('Camera');
    await user.click(box.getByRole('button', { name: 'Take a photo' }));
    expect(values()).toEqual(['photo.jpg']);
  });

  it('a location button stores a fixed place, or the one its props name', async () => {
    const shown = await renderWidget('GeoLocation');
    expect(shown.widget.textContent).toBe('Use my location');
    expect(shown.widget.querySelector('[data-glyph="location"]')).not.toBeNull();
    expect(shown.widget.querySelector('button')).toBeNull();
    cleanup();
    const found = await renderWidget('GeoLocation', { value: 'Lisbon' });
    expect(found.widget.textContent).toBe('Lisbon');
    cleanup();
    const user = userEvent.setup();
    const fixed = await played('GeoLocation');
    await user.click(fixed.box.getByRole('button', { name: 'Use my location' }));
    expect(fixed.values()).toEqual(['Lat: 52.52 - Long: 13.405']);
    cleanup();
    const named = await played('GeoLocation', { props: { location: 'Main Street 1, Springfield' } });
    await user.click(named.box.getByRole('button'));
    expect(named.values()).toEqual(['Main Street 1, Springfield']);
  });
});

describe('dates', () => {
  const days = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>('[data-day]')];

  it('a date picker without a day shows the fixed reference month, none marked', async () => {
    const shown = await renderWidget('Date');
    expect(within(shown.widget).getByRole('grid').getAttribute('aria-label')).toBe('January 2026');
    expect(days(shown.widget)).toHaveLength(31);
    // 1 January 2026 is a Thursday: four empty days before it in a week from Sunday
    const firstWeek = within(shown.widget).getAllByRole('row')[1];
    expect([...firstWeek.children].map((c) => c.textContent)).toEqual(['', '', '', '', '1', '2', '3']);
    expect(within(shown.widget).getAllByRole('columnheader')).toHaveLength(7);
    expect(shown.widget.querySelector('[aria-selected="true"]')).toBeNull();
    cleanup();
    const named = await renderWidget('Date', { props: { month: '2025-02' } });
    expect(days(named.widget)).toHaveLength(28);
  });

  it('the chosen day is marked in its month', async () => {
    const shown = await renderWidget('Date', { value: '2024-02-29' });
    expect(within(shown.widget).getByRole('grid').getAttribute('aria-label')).toBe('February 2024');
    const chosen = shown.widget.querySelector<HTMLElement>('[aria-selected="true"]')!;
    expect(chosen.textContent).toBe('29');
    expect((chosen.firstElementChild as HTMLElement).style.background).toBe('#3b31c4');
    expect(shown.widget.querySelector('button, [tabindex]')).toBeNull();
    cleanup();
    // quant-ux stores a day as {y, m, d} with months from 0
    expect(initialValue({ type: 'Date', props: { value: { y: 2025, m: 11, d: 24 } } })).toBe('2025-12-24');
  });

  it('played: the tester goes to the next month and picks a day', async () => {
    const user = userEvent.setup();
    const { box, values } = await played('Date', { value: '2026-03-10' });
    await user.click(box.getByRole('button', { name: 'Next month' }));
    expect(box.getByRole('grid').getAttribute('aria-label')).toBe('April 2026');
    await user.click(box.getByRole('gridcell', { name: '5' }));
    expect(values()).toEqual(['2026-04-05']);
  });

  it('played: arrow keys move through the days and Enter picks one', async () => {
    const user = userEvent.setup();
    const { box, values } = await played('Date', { value: '2026-03-31' });
    await user.tab(); // previous month
    await user.tab(); // next month
    await user.tab(); // the chosen day
    expect(document.activeElement?.textContent).toBe('31');
    await user.keyboard('{ArrowRight}');
    expect(box.getByRole('grid').getAttribute('aria-label')).toBe('April 2026');
    expect(document.activeElement?.textContent).toBe('1');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(values()).toEqual(['2026-04-08']);
  });

  it('a date drop down shows the day chosen, else its label as a hint', async () => {
    const empty = await renderWidget('DateDropDown');
    expect(empty.widget.textContent).toBe('Choose a day');
    expect(empty.widget.querySelector('[data-glyph="calendar"]')).not.toBeNull();
    cleanup();
    const chosen = await renderWidget('DateDropDown', { value: '2026-07-04' });
    expect(chosen.widget.textContent).toBe('4 Jul 2026');
    expect(chosen.widget.querySelector('button')).toBeNull();
    expect(chosen.container.querySelector('[role="dialog"]')).toBeNull();
  });

  it('played: a tap opens a calendar; a day picked is stored and closes it', async () => {
    const user = userEvent.setup();
    const { box, container, values } = await played('DateDropDown', { value: '2026-07-04' });
    const field = box.getByRole('button', { expanded: false });
    await user.click(field);
    const dialog = within(container).getByRole('dialog');
    expect(within(dialog).getByRole('grid').getAttribute('aria-label')).toBe('July 2026');
    expect(document.activeElement?.textContent).toBe('4');
    await user.click(within(dialog).getByRole('gridcell', { name: '12' }));
    expect(values()).toEqual(['2026-07-12']);
    expect(within(container).queryByRole('dialog')).toBeNull();
    await user.click(field);
    expect(within(container).getByRole('dialog')).toBeDefined();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(within(container).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(field);
  });
});
