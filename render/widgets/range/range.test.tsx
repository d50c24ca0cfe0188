// @vitest-environment happy-dom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initialValue, widgetDefaults, widgetSpec } from '@protolab/shared';
import { renderWidget, type WidgetUnderTest } from '../../testSupport';

afterEach(cleanup);
// icons are fetched by name; none is served here (a missing icon draws nothing)
beforeAll(() => vi.stubGlobal('fetch', async () => ({ ok: false, text: async () => '' })));
afterAll(() => vi.unstubAllGlobals());

const VALUE_TYPES = [
  'CountingStepper',
  'DropDown',
  'HoverDropDown',
  'HSlider',
  'ImagePaging',
  'LockSlider',
  'MobileDropDown',
  'Paging',
  'Spinner',
  'Stepper',
  'Timeline',
  'VolumeSlider',
];

type Options = Omit<WidgetUnderTest, 'onValue'>;

async function played(type: string, options: Options = {}) {
  // what the widget reports (the steps a typed value went through are not the business of these types)
  const onValue = vi.fn();
  const result = await renderWidget(type, { ...options, onValue: (value) => onValue(value) });
  return { ...result, onValue, user: userEvent.setup(), box: within(result.widget) };
}

async function shown(type: string, options: Options = {}) {
  const result = await renderWidget(type, options);
  return { ...result, box: within(result.widget) };
}

describe('range widgets: specs', () => {
  it('every type of the family has a spec; the value kinds are as the format holds them', () => {
    const kinds = Object.fromEntries(VALUE_TYPES.map((type) => [type, widgetSpec(type)?.value?.kind]));
    expect(kinds).toEqual({
      CountingStepper: 'value',
      DropDown: 'select',
      HoverDropDown: 'select',
      HSlider: 'value',
      ImagePaging: 'value',
      LockSlider: 'checked',
      MobileDropDown: 'select',
      Paging: 'value',
      Spinner: 'select',
      Stepper: 'value',
      Timeline: 'select',
      VolumeSlider: 'value',
    });
    expect(widgetSpec('ProgressBar')?.value).toBeUndefined();
    expect(widgetSpec('ProgessSegments')?.value).toBeUndefined();
    expect(widgetDefaults('DropDown')?.style?.fontSize).toBe(18);
  });

  it('start values: a picker wheel shows its first option, pages start at 1, volume at the stored bar', () => {
    expect(initialValue({ type: 'Spinner', props: { options: ['a', 'b'] } })).toBe('a');
    expect(initialValue({ type: 'Spinner', props: { options: ['a', 'b'], selected: 'b' } })).toBe('b');
    expect(initialValue({ type: 'Spinner', props: { options: ['a', 'b'], selected: 'x' } })).toBe('a');
    expect(initialValue({ type: 'Paging', props: { max: 5 } })).toBe(1);
    expect(initialValue({ type: 'Paging', props: { max: 5, selected: 3 } })).toBe(3);
    expect(initialValue({ type: 'ImagePaging', props: { max: 5, value: '2' } })).toBe(2);
    expect(initialValue({ type: 'VolumeSlider', props: { elementCount: 5, selected: 3 } })).toBe(3);
    expect(initialValue({ type: 'LockSlider', props: { label: 'Slide' } })).toBe(false);
    expect(initialValue({ type: 'Timeline', props: { options: ['Date 1'], selected: 'Date 1' } })).toBe('Date 1');
    expect(initialValue({ type: 'DropDown', props: { options: ['a'], selected: '' } })).toBeNull();
  });
});

describe('range widgets: display-only', () => {
  it.each(VALUE_TYPES)('%s takes no focus and reports nothing', async (type) => {
    const { widget, container } = await shown(type);
    expect(container.querySelector('.pl-screen')?.hasAttribute('inert')).toBe(true);
    const focusable = widget.querySelectorAll('[tabindex]:not([tabindex="-1"]), input, select, textarea, a[href]');
    expect(focusable).toHaveLength(0);
    for (const button of widget.querySelectorAll('button')) expect(button.tabIndex).toBe(-1);
    // pressing and keys change nothing (there is no one to report to, and nothing opens)
    const first = widget.querySelector('[role]') ?? widget;
    fireEvent.click(first);
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(container.querySelector('[role="listbox"]')).toBeNull();
  });
});

describe('DropDown family', () => {
  it('a drop-down shows the label as a hint, then the chosen option, with a caret', async () => {
    const hint = await shown('DropDown');
    const field = hint.box.getByRole('combobox');
    expect(field.textContent).toBe('Select…');
    expect(field.querySelector('span')?.style.opacity).toBe('0.55');
    expect(field.querySelector('svg path')).not.toBeNull();
    cleanup();
    const chosen = await shown('DropDown', { value: 'Option 2' });
    expect(chosen.box.getByRole('combobox').textContent).toBe('Option 2');
    expect(chosen.box.getByRole('combobox').querySelector('span')?.style.opacity).toBe('');
  });

  it('without a label and with nothing chosen it shows the first option, beside a filled triangle (the existing product)', async () => {
    const bare = await shown('DropDown', { props: { label: '' } });
    const field = bare.box.getByRole('combobox');
    expect(field.textContent).toBe('Option 1');
    expect(field.querySelector('span')?.style.opacity).toBe('');
    const caret = field.querySelector('svg path')!;
    expect(caret.getAttribute('fill')).toBe('currentColor');
    expect(caret.getAttribute('stroke')).toBeNull();
  });

  it('the closed field looks the same played and display-only', async () => {
    const look = (widget: HTMLElement) => {
      const field = widget.querySelector<HTMLElement>('[role="combobox"]')!;
      return [widget.getAttribute('style'), field.innerHTML];
    };
    for (const type of ['DropDown', 'HoverDropDown', 'MobileDropDown']) {
      const display = await shown(type, { value: 'Option 1' });
      expect(display.box.getByRole('combobox').textContent).toBe('Option 1');
      const a = look(display.widget);
      cleanup();
      const b = look((await played(type, { value: 'Option 1' })).widget);
      cleanup();
      expect(b).toEqual(a);
    }
  });

  it('played, a click opens the options in the popup colours; choosing one reports it and closes', async () => {
    const { user, onValue, container, box } = await played('DropDown', {
      props: { selected: 'Option 1' },
      value: 'Option 1',
    });
    await user.click(box.getByRole('combobox'));
    expect(box.getByRole('combobox').getAttribute('aria-expanded')).toBe('true');
    const list = within(container).getByRole('listbox');
    expect(list.style.background).toBe('#ffffff');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(options[0].getAttribute('aria-selected')).toBe('true');
    expect(options[0].style.background).toBe('#3b31c4');
    await user.click(options[2]);
    expect(onValue).toHaveBeenCalledExactlyOnceWith('Option 3');
    expect(within(container).queryByRole('listbox')).toBeNull();
  });

  it('played, keys open the list, move through it and choose; Escape closes without a change', async () => {
    const { user, onValue, container, box } = await played('DropDown');
    box.getByRole('combobox').focus();
    await user.keyboard('{ArrowDown}');
    expect(within(container).getByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(within(container).queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const combobox = box.getByRole('combobox');
    expect(document.getElementById(combobox.getAttribute('aria-activedescendant')!)?.textContent).toBe('Option 2');
    await user.keyboard('{Enter}');
    expect(onValue).toHaveBeenCalledExactlyOnceWith('Option 2');
  });

  it('a mobile drop-down opens a sheet over the screen with radio marks; a tap beside closes it', async () => {
    const { user, onValue, container, box } = await played('MobileDropDown', { value: 'Option 2' });
    await user.click(box.getByRole('combobox'));
    const list = within(container).getByRole('listbox');
    const sheet = list.parentElement!;
    expect(sheet.style.inset).toBe('0');
    expect(list.style.borderTopLeftRadius).toBe('10px');
    const chosen = within(list).getByRole('option', { selected: true });
    expect(chosen.textContent).toBe('Option 2');
    expect(chosen.querySelectorAll('span span')).toHaveLength(1);
    await user.click(sheet);
    expect(within(container).queryByRole('listbox')).toBeNull();
    expect(onValue).not.toHaveBeenCalled();
    await user.click(box.getByRole('combobox'));
    await user.click(within(container).getByRole('option', { name: 'Option 3' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith('Option 3');
  });

  it('a hover drop-down opens while the pointer is over it, and reports the item chosen', async () => {
    const { user, onValue, container, box } = await played('HoverDropDown');
    await user.hover(box.getByRole('combobox'));
    const list = within(container).getByRole('listbox');
    await user.click(within(list).getByRole('option', { name: 'Item 2' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith('Item 2');
    await user.hover(box.getByRole('combobox'));
    expect(within(container).getByRole('listbox')).toBeTruthy();
    await user.unhover(box.getByRole('combobox'));
    await waitFor(() => expect(within(container).queryByRole('listbox')).toBeNull());
  });
});

describe('sliders', () => {
  it('a slider draws its value as the handle position and the filled bar', async () => {
    const { box, widget } = await shown('HSlider', {
      props: { value: 25, min: 0, max: 100 },
      style: { handleColor: '#ff0000', barColor: '#00ff00' },
    });
    expect(box.getByRole('slider').getAttribute('aria-valuenow')).toBe('25');
    const handle = widget.querySelector<HTMLElement>('[data-part="handle"]')!;
    // 200 wide, handle 22: the handle starts a quarter of 178 in
    expect(handle.style.left).toBe('44.5px');
    expect(handle.style.background).toBe('#ff0000');
    expect(widget.querySelector<HTMLElement>('[data-part="bar"]')!.style.background).toBe('#00ff00');
    cleanup();
    const moved = await shown('HSlider', { value: 80 });
    expect(moved.box.getByRole('slider').getAttribute('aria-valuenow')).toBe('80');
  });

  it('played, arrow keys move the slider and report once after a pause', async () => {
    const { user, onValue, box } = await played('HSlider');
    box.getByRole('slider').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(box.getByRole('slider').getAttribute('aria-valuenow')).toBe('53');
    expect(onValue).not.toHaveBeenCalled();
    await waitFor(() => expect(onValue).toHaveBeenCalledExactlyOnceWith(53));
    await user.keyboard('{End}');
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(100));
  });

  it('a lock slider shows its label and a handle; slid near the end it unlocks, short of it it slides back', async () => {
    const { widget, box, onValue } = await played('LockSlider');
    const lock = box.getByRole('switch', { name: 'Slide to unlock' });
    expect(lock.getAttribute('aria-checked')).toBe('false');
    expect(widget.textContent).toBe('Slide to unlock');
    const handle = widget.querySelector<HTMLElement>('[data-part="handle"]')!;
    expect(handle.querySelector('svg')?.dataset.icon).toBe('chevron-double-right');
    // the handle runs 280 - 2·4 - 42 = 230 px
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 110, pointerId: 1 });
    expect(handle.style.left).toBe('100px');
    fireEvent.pointerUp(handle, { clientX: 110, pointerId: 1 });
    expect(onValue).not.toHaveBeenCalled();
    expect(handle.style.left).toBe('0px');
    fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 210, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 210, pointerId: 1 });
    expect(onValue).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('a lock slider that is on shows the handle at the end; played, Space toggles it', async () => {
    const on = await shown('LockSlider', { value: true });
    expect(on.box.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(on.widget.querySelector<HTMLElement>('[data-part="handle"]')!.style.left).toBe('230px');
    cleanup();
    const { user, onValue, box } = await played('LockSlider');
    box.getByRole('switch').focus();
    await user.keyboard(' ');
    expect(onValue).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('a volume slider draws rising bars lit up to its value; a tap on a bar reports it', async () => {
    const { widget, box } = await shown('VolumeSlider');
    const bars = [...widget.querySelectorAll<HTMLElement>('[data-lit]')];
    expect(bars).toHaveLength(6);
    expect(bars.map((b) => b.dataset.lit)).toEqual(['true', 'true', 'true', 'false', 'false', 'false']);
    expect(bars.map((b) => b.style.background)).toEqual([...Array(3).fill('#3b31c4'), ...Array(3).fill('#d0d0da')]);
    expect(bars.map((b) => parseFloat(b.style.height))).toEqual(
      [...bars.map((b) => parseFloat(b.style.height))].sort((a, b) => a - b),
    );
    expect(box.getByRole('slider').getAttribute('aria-valuenow')).toBe('2');
    cleanup();
    const louder = await shown('VolumeSlider', { value: 4 });
    expect([...louder.widget.querySelectorAll<HTMLElement>('[data-lit="true"]')]).toHaveLength(5);
    cleanup();
    const { user, onValue, widget: playedWidget } = await played('VolumeSlider');
    await user.click(playedWidget.querySelector('[data-index="4"]')!);
    expect(onValue).toHaveBeenCalledExactlyOnceWith(4);
  });
});

describe('steppers', () => {
  it.each(['Stepper', 'CountingStepper'])('%s shows − value +; the buttons step it by one', async (type) => {
    const display = await shown(type, { value: 7 });
    expect(display.box.getByRole('spinbutton').textContent).toBe('7');
    expect(display.box.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Decrease',
      'Increase',
    ]);
    cleanup();
    const { user, onValue, box } = await played(type, { value: 7 });
    await user.click(box.getByRole('button', { name: 'Increase' }));
    expect(onValue).toHaveBeenLastCalledWith(8);
    await user.click(box.getByRole('button', { name: 'Decrease' }));
    expect(onValue).toHaveBeenLastCalledWith(6);
    box.getByRole('spinbutton').focus();
    await user.keyboard('{ArrowUp}');
    expect(onValue).toHaveBeenLastCalledWith(8);
  });

  it('a stepper stops at its limits', async () => {
    const { user, onValue, box } = await played('Stepper', { props: { min: 0, max: 3 }, value: 3 });
    const plus = box.getByRole('button', { name: 'Increase' });
    expect(plus.getAttribute('aria-disabled')).toBe('true');
    await user.click(plus);
    expect(onValue).not.toHaveBeenCalled();
    await user.click(box.getByRole('button', { name: 'Decrease' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('a counting stepper has round buttons in its button colours', async () => {
    const { box } = await shown('CountingStepper');
    const plus = box.getByRole('button', { name: 'Increase' });
    expect(plus.style.background).toBe('#3b31c4');
    expect(plus.style.color).toBe('#ffffff');
  });
});

describe('picker wheel', () => {
  it('shows the chosen option in the middle with its neighbours, going round', async () => {
    const { widget, box } = await shown('Spinner', { value: 'March' });
    expect(box.getByRole('spinbutton').getAttribute('aria-valuetext')).toBe('March');
    const row = (k: number) => widget.querySelector(`[data-row="${k}"]`)?.textContent;
    expect([row(-1), row(0), row(1)]).toEqual(['February', 'March', 'April']);
    cleanup();
    const first = await shown('Spinner');
    expect(first.widget.querySelector('[data-row="-1"]')?.textContent).toBe('December');
  });

  it('played, a tap on the next row or the up key turns it', async () => {
    const { user, onValue, widget } = await played('Spinner');
    await user.click(widget.querySelector('[data-row="1"]')!);
    expect(onValue).toHaveBeenCalledExactlyOnceWith('February');
    cleanup();
    const keys = await played('Spinner', { value: 'May' });
    keys.box.getByRole('spinbutton').focus();
    await keys.user.keyboard('{ArrowUp}{ArrowUp}');
    expect(keys.box.getByRole('spinbutton').getAttribute('aria-valuetext')).toBe('July');
    await waitFor(() => expect(keys.onValue).toHaveBeenCalledExactlyOnceWith('July'));
  });
});

describe('progress', () => {
  it('a progress bar fills its foreground to props.value', async () => {
    const half = await shown('ProgressBar');
    expect(half.box.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(half.widget.querySelector<HTMLElement>('[data-part="bar"]')!.style.width).toBe('50%');
    cleanup();
    const share = await shown('ProgressBar', { props: { value: 0.25 } });
    expect(share.widget.querySelector<HTMLElement>('[data-part="bar"]')!.style.width).toBe('25%');
  });

  it('progress segments fill the first props.value of props.max', async () => {
    const { widget } = await shown('ProgessSegments');
    expect([...widget.querySelectorAll<HTMLElement>('[data-filled]')].map((s) => s.dataset.filled)).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
    ]);
    cleanup();
    const more = await shown('ProgessSegments', { props: { max: 8, value: 6 } });
    expect(more.widget.querySelectorAll('[data-filled="true"]')).toHaveLength(6);
    expect(more.widget.querySelectorAll('[data-filled]')).toHaveLength(8);
  });
});

describe('paging', () => {
  it('numbered pages with the chosen one current; "…" pages on when not all fit', async () => {
    const { box } = await shown('Paging', { value: 3 });
    const pages = box.getAllByRole('button', { name: /^Page / });
    expect(pages.map((p) => p.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(box.getByRole('button', { current: 'page' }).textContent).toBe('3');
    expect(box.getByRole('button', { name: 'Next pages' }).textContent).toBe('…');
    cleanup();
    const few = await shown('Paging', { props: { max: 3 } });
    expect(few.box.getAllByRole('button').map((p) => p.textContent)).toEqual(['1', '2', '3']);
  });

  it('played, a page reports its number; "…" shows the next pages', async () => {
    const { user, onValue, box } = await played('Paging');
    await user.click(box.getByRole('button', { name: 'Page 4' }));
    expect(onValue).toHaveBeenCalledExactlyOnceWith(4);
    await user.click(box.getByRole('button', { name: 'Next pages' }));
    expect(box.getByRole('button', { name: 'Page 10' })).toBeTruthy();
    expect(box.getByRole('button', { name: 'Previous pages' })).toBeTruthy();
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('image paging shows a dot per image, the current one active; a tap or arrow key moves', async () => {
    const display = await shown('ImagePaging', { value: 3 });
    const dots = display.box.getAllByRole('button');
    expect(dots).toHaveLength(5);
    expect(dots[2].getAttribute('aria-current')).toBe('true');
    expect(dots[2].style.background).toBe('#3b31c4');
    expect(dots[0].style.background).toBe('#d0d0da');
    cleanup();
    const { user, onValue, box } = await played('ImagePaging');
    await user.click(box.getAllByRole('button')[3]);
    expect(onValue).toHaveBeenLastCalledWith(4);
    box.getAllByRole('button')[0].focus();
    await user.keyboard('{ArrowRight}');
    expect(onValue).toHaveBeenLastCalledWith(2);
  });
});

describe('timeline', () => {
  it('steps down a line, the chosen one marked in the active colours', async () => {
    const { box, widget } = await shown('Timeline', { value: 'Date 3' });
    const steps = box.getAllByRole('radio');
    expect(steps.map((s) => s.textContent)).toEqual(['Date 1', 'Date 2', 'Date 3', 'Date 4']);
    expect(box.getByRole('radio', { checked: true }).textContent).toBe('Date 3');
    expect(steps[2].style.color).toBe('#3b31c4');
    expect(steps[2].querySelector('span')?.style.background).toBe('#3b31c4');
    expect(steps[0].querySelector('span')?.style.background).toBe('#ffffff');
    // the bar runs the widget's height, the steps on it
    expect(widget.querySelector<HTMLElement>('[aria-hidden="true"]')!.style.height).toBe('100%');
  });

  it('played, a tap or the arrow keys choose a step', async () => {
    const { user, onValue, box } = await played('Timeline');
    await user.click(box.getByRole('radio', { name: 'Date 3' }));
    expect(onValue).toHaveBeenLastCalledWith('Date 3');
    box.getByRole('radio', { name: 'Date 1' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith('Date 2');
  });
});
