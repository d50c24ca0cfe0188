// @vitest-environment happy-dom
import { cleanup, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { widgetSpec, type Style, type WidgetValue } from '@protolab/shared';
import { renderWidget } from '../../testSupport';

afterEach(cleanup);
// icons are fetched by name: here none is found, and the icon's name is what a test sees
vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 404 })));

const TYPES = [
  'CheckBox',
  'LabeledCheckBox',
  'CheckBoxGroup',
  'RadioBox',
  'RadioBox2',
  'LabeledRadioBox',
  'RadioGroup',
  'RadioTable',
  'Switch',
  'ToggleButton',
  'IconToggle',
  'IconToggleButton',
  'LabeledIconToggle',
  'SegmentButton',
  'SegmentPicker',
  'VisualPicker',
  'Rating',
];

/** A played widget of `type` whose reports land in the returned mock. */
async function played(type: string, options: Parameters<typeof renderWidget>[1] = {}) {
  const onValue = vi.fn();
  const result = await renderWidget(type, { ...options, onValue });
  return { ...result, onValue, user: userEvent.setup(), in: within(result.widget) };
}

/** A widget of `type` with an `active` style besides its own, showing `value`; played with `onValue`. */
async function withActiveStyle(type: string, active: Style, value: unknown, onValue?: (value: unknown) => void) {
  // renderWidget reports (value, children): these tests expect the value alone
  const report = onValue && ((v: unknown) => onValue(v));
  return (await renderWidget(type, { active, value: value as WidgetValue, onValue: report })).widget;
}

describe('choice widgets: every type', () => {
  it('has a spec in the choice family and draws its palette default', async () => {
    for (const type of TYPES) {
      expect(widgetSpec(type)?.family, type).toBe('choice');
      const { widget } = await renderWidget(type);
      expect(widget.childElementCount, type).toBeGreaterThan(0);
      expect(widget.textContent, type).not.toContain(type);
      cleanup();
    }
  });

  it('takes no focus and no input when only shown', async () => {
    const user = userEvent.setup();
    for (const type of TYPES) {
      const { widget } = await renderWidget(type);
      expect(widget.querySelectorAll('button, input, [tabindex]').length, type).toBe(0);
      const target = widget.querySelector<HTMLElement>('[role]') ?? widget;
      const before = widget.innerHTML;
      await user.click(target);
      expect(document.activeElement, type).toBe(document.body);
      expect(widget.innerHTML, type).toBe(before);
      cleanup();
    }
  });
});

describe('check boxes', () => {
  it('a check box shows a tick only when checked, sized by the scale', async () => {
    const off = await renderWidget('CheckBox', { scale: 2 });
    const box = off.widget.querySelector<HTMLElement>('[data-mark="check"]')!;
    expect(off.widget.querySelector('[role="checkbox"]')?.getAttribute('aria-checked')).toBe('false');
    expect(box.querySelector('svg')).toBeNull();
    expect(box.style.width).toBe('40px');
    expect(box.style.borderTopWidth).toBe('2px');
    cleanup();
    const on = await renderWidget('CheckBox', { value: true });
    expect(on.widget.querySelector('[role="checkbox"]')?.getAttribute('aria-checked')).toBe('true');
    expect(on.widget.querySelector('[data-mark="check"] svg path')?.getAttribute('stroke')).toBe('#333333');
  });

  it("a check box's tick is the existing product's hook: a stroke a tenth of the box wide, across two thirds of it", async () => {
    const { widget } = await renderWidget('CheckBox', { value: true });
    const tick = widget.querySelector<SVGSVGElement>('[data-mark="check"] svg')!;
    const path = tick.querySelector('path')!;
    // the drawing spans the box; its viewBox is 24 wide
    expect(tick.getAttribute('width')).toBe('100%');
    expect(Number(path.getAttribute('stroke-width')) / 24).toBeCloseTo(0.1, 2);
    const xs = [...(path.getAttribute('d') ?? '').matchAll(/-?\d+(?:\.\d+)?/g)].map(Number);
    // M x y l dx dy L x y: the points' horizontal extent
    const points = [xs[0]!, xs[0]! + xs[2]!, xs[4]!];
    expect((Math.max(...points) - Math.min(...points)) / 24).toBeGreaterThanOrEqual(0.6);
  });

  it('a check box toggles by tap and by the space bar', async () => {
    const off = await played('CheckBox');
    await off.user.click(off.in.getByRole('checkbox'));
    expect(off.onValue).toHaveBeenLastCalledWith(true, undefined);
    cleanup();
    const on = await played('CheckBox', { value: true });
    on.in.getByRole('checkbox').focus();
    await on.user.keyboard(' ');
    expect(on.onValue).toHaveBeenLastCalledWith(false, undefined);
  });

  it('a labelled check box is ticked by a tap on its label', async () => {
    const shown = await renderWidget('LabeledCheckBox', { props: { label: 'Send news' }, value: true });
    expect(within(shown.widget).getByRole('checkbox', { name: 'Send news' }).getAttribute('aria-checked')).toBe('true');
    cleanup();
    const box = await played('LabeledCheckBox', { props: { label: 'Send news' } });
    await box.user.click(box.in.getByText('Send news'));
    expect(box.onValue).toHaveBeenCalledWith(true, undefined);
  });

  it('a checked box takes the active style', async () => {
    const widget = await withActiveStyle('CheckBox', { background: '#00ff00' }, true);
    expect(widget.querySelector<HTMLElement>('[data-mark]')?.style.background).toBe('#00ff00');
  });

  it('a check box group ticks labels and reports them in option order', async () => {
    const shown = await renderWidget('CheckBoxGroup', { value: ['Option 2'] });
    const boxes = within(shown.widget).getAllByRole('checkbox');
    expect(boxes.map((b) => b.textContent)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    expect(boxes.map((b) => b.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    cleanup();
    const group = await played('CheckBoxGroup', { value: ['Option 3'] });
    await group.user.click(group.in.getByText('Option 1'));
    expect(group.onValue).toHaveBeenLastCalledWith(['Option 1', 'Option 3'], undefined);
    await group.user.click(group.in.getByRole('checkbox', { name: 'Option 3' }));
    expect(group.onValue).toHaveBeenLastCalledWith([], undefined);
  });

  it('a check box group starts with the options of props.selected', async () => {
    const { widget } = await renderWidget('CheckBoxGroup', { props: { selected: ['Option 3', 'Nope', 'Option 1'] } });
    const checked = within(widget)
      .getAllByRole('checkbox')
      .filter((b) => b.getAttribute('aria-checked') === 'true');
    expect(checked.map((b) => b.textContent)).toEqual(['Option 1', 'Option 3']);
  });
});

describe('radios', () => {
  it('a radio shows a dot when checked; a tap checks it, a tap on a checked one changes nothing', async () => {
    const shown = await renderWidget('RadioBox', { value: true });
    const circle = shown.widget.querySelector<HTMLElement>('[data-mark="radio"]')!;
    expect(circle.style.borderTopLeftRadius).toBe('50%');
    expect(circle.childElementCount).toBe(1);
    cleanup();
    const off = await played('RadioBox');
    expect(off.widget.querySelector('[data-mark="radio"]')?.childElementCount).toBe(0);
    await off.user.click(off.in.getByRole('radio'));
    expect(off.onValue).toHaveBeenCalledWith(true, undefined);
    cleanup();
    const on = await played('RadioBox', { value: true });
    await on.user.click(on.in.getByRole('radio'));
    expect(on.onValue).not.toHaveBeenCalled();
  });

  it('the second radio rings itself in its dot colour when checked', async () => {
    const on = await renderWidget('RadioBox2', { value: true, style: { colorButton: '#ff0000' } });
    expect(on.widget.querySelector<HTMLElement>('[data-mark]')?.style.borderTopColor).toBe('#ff0000');
    cleanup();
    const off = await played('RadioBox2', { style: { colorButton: '#ff0000' } });
    expect(off.widget.querySelector<HTMLElement>('[data-mark]')?.style.borderTopColor).toBe('#777777');
    await off.user.click(off.in.getByRole('radio'));
    expect(off.onValue).toHaveBeenCalledWith(true, undefined);
  });

  it('a labelled radio is checked by a tap on its label', async () => {
    const radio = await played('LabeledRadioBox', { props: { label: 'Tea' } });
    expect(radio.in.getByRole('radio', { name: 'Tea' }).getAttribute('aria-checked')).toBe('false');
    await radio.user.click(radio.in.getByText('Tea'));
    expect(radio.onValue).toHaveBeenCalledWith(true, undefined);
  });

  it('a radio group checks one option; arrow keys move the choice', async () => {
    const shown = await renderWidget('RadioGroup', { value: 'Option 2' });
    const radios = within(shown.widget).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    cleanup();
    const group = await played('RadioGroup', { value: 'Option 2' });
    await group.user.click(group.in.getByText('Option 3'));
    expect(group.onValue).toHaveBeenLastCalledWith('Option 3', undefined);
    group.in.getByRole('radio', { name: 'Option 2' }).focus();
    await group.user.keyboard('{ArrowUp}');
    expect(group.onValue).toHaveBeenLastCalledWith('Option 1', undefined);
    expect(document.activeElement?.textContent).toBe('Option 1');
    await group.user.keyboard('{End}');
    expect(group.onValue).toHaveBeenLastCalledWith('Option 3', undefined);
  });

  it('a radio group without a choice has its first radio as the tab stop', async () => {
    const group = await played('RadioGroup');
    const radios = group.in.getAllByRole('radio');
    expect(radios.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    expect(radios.every((r) => r.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('a radio table has a row of radios per question and reports each row’s answer', async () => {
    const shown = await renderWidget('RadioTable', { value: ['', 'Agree', ''] });
    const rows = within(shown.widget).getAllByRole('radiogroup');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual(['Question 1', 'Question 2', 'Question 3']);
    expect(rows.map((r) => within(r).getAllByRole('radio').length)).toEqual([3, 3, 3]);
    expect(within(rows[1]).getByRole('radio', { name: 'Agree' }).getAttribute('aria-checked')).toBe('true');
    expect(shown.widget.textContent).toContain('Disagree');
    cleanup();
    const table = await played('RadioTable', { value: ['', 'Agree', ''] });
    const first = table.in.getByRole('radiogroup', { name: 'Question 1' });
    await table.user.click(within(first).getByRole('radio', { name: 'Neutral' }));
    expect(table.onValue).toHaveBeenLastCalledWith(['Neutral', 'Agree', ''], undefined);
    within(table.in.getByRole('radiogroup', { name: 'Question 2' }))
      .getByRole('radio', { name: 'Agree' })
      .focus();
    await table.user.keyboard('{ArrowLeft}');
    expect(table.onValue).toHaveBeenLastCalledWith(['', 'Neutral', ''], undefined);
  });

  it('a radio table starts with quant-ux’s answers by question', async () => {
    const { widget } = await renderWidget('RadioTable', { props: { selected: { 'Question 3': 'Disagree' } } });
    const third = within(widget).getByRole('radiogroup', { name: 'Question 3' });
    expect(within(third).getByRole('radio', { name: 'Disagree' }).getAttribute('aria-checked')).toBe('true');
  });
});

describe('toggles', () => {
  it('a switch is a track with a knob that sits right when on', async () => {
    const off = await renderWidget('Switch');
    const track = within(off.widget).getByRole('switch');
    expect(track.getAttribute('aria-checked')).toBe('false');
    expect(track.style.background).toBe('#d5d5dc');
    const offLeft = parseFloat(off.widget.querySelector<HTMLElement>('[data-knob]')!.style.left);
    cleanup();
    const on = await renderWidget('Switch', { value: true });
    expect(within(on.widget).getByRole('switch').style.background).toBe('#3b31c4');
    const knob = on.widget.querySelector<HTMLElement>('[data-knob]')!;
    expect(parseFloat(knob.style.left)).toBeGreaterThan(offLeft);
    expect(knob.style.background).toBe('#ffffff');
    expect(knob.style.borderRadius).toBe('50%');
  });

  it('a switch toggles by tap', async () => {
    const on = await played('Switch', { value: true });
    await on.user.click(on.in.getByRole('switch'));
    expect(on.onValue).toHaveBeenCalledWith(false, undefined);
  });

  it('a toggle button stays pressed: swapped colours and its active label', async () => {
    const off = await renderWidget('ToggleButton', { props: { activeLabel: 'On' } });
    const button = within(off.widget).getByRole('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toBe('Toggle');
    expect(button.style.background).toBe('#ffffff');
    cleanup();
    const on = await renderWidget('ToggleButton', { props: { activeLabel: 'On' }, value: true });
    const pressed = within(on.widget).getByRole('button');
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(pressed.textContent).toBe('On');
    expect(pressed.style.background).toBe('#3b31c4');
    expect(pressed.style.color).toBe('#ffffff');
  });

  it('a pressed toggle button takes its active style when it has one', async () => {
    const widget = await withActiveStyle('ToggleButton', { background: '#123456' }, true);
    expect(within(widget).getByRole('button').style.background).toBe('#123456');
  });

  it('a toggle button toggles by tap and by Enter', async () => {
    const off = await played('ToggleButton');
    await off.user.click(off.in.getByRole('button', { name: 'Toggle' }));
    expect(off.onValue).toHaveBeenLastCalledWith(true, undefined);
    cleanup();
    const on = await played('ToggleButton', { value: true });
    on.in.getByRole('button').focus();
    await on.user.keyboard('{Enter}');
    expect(on.onValue).toHaveBeenLastCalledWith(false, undefined);
  });

  it('an icon toggle swaps its icon and colour', async () => {
    const off = await renderWidget('IconToggle');
    const button = within(off.widget).getByRole('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.querySelector('svg')?.dataset.icon).toBe('heart-outline');
    cleanup();
    const on = await renderWidget('IconToggle', { value: true });
    const pressed = within(on.widget).getByRole('button');
    expect(pressed.querySelector('svg')?.dataset.icon).toBe('heart');
    expect(pressed.style.color).toBe('#e0245e');
    cleanup();
    const played_ = await played('IconToggle');
    await played_.user.click(played_.in.getByRole('button'));
    expect(played_.onValue).toHaveBeenCalledWith(true, undefined);
  });

  it('a labelled icon toggle shows its label and toggles by a tap on it', async () => {
    const on = await renderWidget('LabeledIconToggle', { value: true, props: { activeIcon: 'mdi mdi-thumb-up' } });
    expect(on.widget.textContent).toBe('Like');
    expect(on.widget.querySelector('svg')?.dataset.icon).toBe('thumb-up');
    cleanup();
    const toggle = await played('LabeledIconToggle');
    await toggle.user.click(toggle.in.getByText('Like'));
    expect(toggle.onValue).toHaveBeenCalledWith(true, undefined);
  });

  it('an icon toggle button shows its icon and label and stays pressed', async () => {
    const on = await renderWidget('IconToggleButton', { value: true });
    const button = within(on.widget).getByRole('button', { name: 'Favourite' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('svg')?.dataset.icon).toBe('heart');
    expect(button.style.background).toBe('#333333');
    cleanup();
    const off = await played('IconToggleButton');
    await off.user.click(off.in.getByRole('button'));
    expect(off.onValue).toHaveBeenCalledWith(true, undefined);
  });
});

describe('segments, tiles and stars', () => {
  it('a segment button shows a segment per option, the chosen one filled', async () => {
    const { widget } = await renderWidget('SegmentButton', { value: 'Two' });
    const segments = within(widget).getAllByRole('radio');
    expect(segments.map((s) => s.textContent)).toEqual(['One', 'Two', 'Three']);
    expect(segments.map((s) => s.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false']);
    expect(segments[1].style.background).toBe('#3b31c4');
    expect(segments[1].style.borderLeftWidth).toBe('1px');
    // played, the segments are buttons: unfilled and square inside the rounded bar, whatever a
    // page's own button rule says
    const buttons = (await played('SegmentButton', { value: 'Two' })).in.getAllByRole('radio');
    expect(buttons[0].tagName).toBe('BUTTON');
    expect(buttons[0].style.background).toBe('transparent');
    expect(buttons[1].style.borderTopLeftRadius).toBe('0px');
  });

  it('a segment button shows its active style on the chosen segment only, also while one is held down', async () => {
    const onValue = vi.fn();
    const widget = await withActiveStyle('SegmentButton', { background: '#123456', color: '#fefefe' }, 'One', onValue);
    const [one, two, three] = within(widget).getAllByRole('radio');
    expect(one.style.background).toBe('#123456');
    await userEvent.setup().pointer({ keys: '[MouseLeft>]', target: three });
    expect(within(widget).getByRole('radiogroup').style.background).toBe('#ffffff');
    expect(two.style.color).toBe('#3b31c4');
    expect(one.style.background).toBe('#123456');
  });

  it('a segment button is chosen by tap and by arrow keys', async () => {
    const segments = await played('SegmentButton');
    await segments.user.click(segments.in.getByText('Three'));
    expect(segments.onValue).toHaveBeenLastCalledWith('Three', undefined);
    segments.in.getByRole('radio', { name: 'One' }).focus();
    await segments.user.keyboard('{ArrowRight}');
    expect(segments.onValue).toHaveBeenLastCalledWith('Two', undefined);
  });

  it('a segment picker draws its highlight behind the chosen option', async () => {
    const shown = await renderWidget('SegmentPicker', { value: 'Month' });
    const highlight = shown.widget.querySelector<HTMLElement>('[data-highlight]')!;
    expect(highlight.style.background).toBe('#ffffff');
    expect(highlight.style.left).toContain('66.66');
    expect(within(shown.widget).getByRole('radio', { name: 'Month' }).getAttribute('aria-checked')).toBe('true');
    expect(within(shown.widget).getByRole('radio', { name: 'Month' }).style.color).toBe('#1d1d22');
    cleanup();
    const none = await renderWidget('SegmentPicker', { props: { selected: '' } });
    expect(none.widget.querySelector('[data-highlight]')).toBeNull();
    cleanup();
    const picker = await played('SegmentPicker');
    await picker.user.click(picker.in.getByText('Week'));
    expect(picker.onValue).toHaveBeenCalledWith('Week', undefined);
  });

  it('a visual picker shows a tile per option with its icon, the chosen one badged', async () => {
    const { widget } = await renderWidget('VisualPicker', { value: 'Car' });
    const tiles = within(widget).getAllByRole('option');
    expect(tiles.map((t) => t.textContent)).toEqual(['Bike', 'Car', 'Train']);
    expect(tiles.map((t) => t.querySelector('svg')?.dataset.icon)).toEqual(['bike', 'car', 'train']);
    expect(tiles.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    expect(tiles[1].querySelector('[data-badge]')).not.toBeNull();
    expect(tiles[0].querySelector('[data-badge]')).toBeNull();
    expect(tiles[1].style.borderTopColor).toBe('#3b31c4');
  });

  it('a visual picker chooses a tile by tap; a tap on the chosen one lets it go', async () => {
    const picker = await played('VisualPicker', { value: 'Car' });
    await picker.user.click(picker.in.getByText('Train'));
    expect(picker.onValue).toHaveBeenLastCalledWith('Train', undefined);
    await picker.user.click(picker.in.getByText('Car'));
    expect(picker.onValue).toHaveBeenLastCalledWith(null, undefined);
  });

  it('a quant-ux visual picker is one tile, chosen when checked', async () => {
    const { widget } = await renderWidget('VisualPicker', {
      props: { options: undefined, icons: undefined, label: 'Pizza', checked: true },
    });
    const tiles = within(widget).getAllByRole('option');
    expect(tiles.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([['Pizza', 'true']]);
  });

  it('a rating fills its value of stars, a fraction in part', async () => {
    const three = await renderWidget('Rating');
    const stars = three.widget.querySelectorAll('[data-star] svg');
    expect([...stars].map((s) => s.getAttribute('data-fill'))).toEqual(['1', '1', '1', '0', '0']);
    expect(within(three.widget).getByRole('slider').getAttribute('aria-valuenow')).toBe('3');
    cleanup();
    const half = await renderWidget('Rating', { value: 2.5, props: { elementCount: 7 } });
    const fills = [...half.widget.querySelectorAll('[data-star] svg')].map((s) => s.getAttribute('data-fill'));
    expect(fills).toEqual(['1', '1', '0.5', '0', '0', '0', '0']);
    expect(half.widget.querySelector('clipPath rect')?.getAttribute('width')).toBe('12');
  });

  it('a rating is set by a tap on a star and by arrow keys', async () => {
    const rating = await played('Rating');
    await rating.user.click(rating.widget.querySelector<HTMLElement>('[data-star="5"]')!);
    expect(rating.onValue).toHaveBeenLastCalledWith(5, undefined);
    rating.in.getByRole('slider').focus();
    await rating.user.keyboard('{ArrowLeft}');
    expect(rating.onValue).toHaveBeenLastCalledWith(2, undefined);
    await rating.user.keyboard('{End}');
    expect(rating.onValue).toHaveBeenLastCalledWith(5, undefined);
  });
});
