// @vitest-environment happy-dom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  WIDGET_TYPES,
  newApp,
  newScreen,
  newWidget,
  widgetDefaults,
  widgetSpec,
  type WidgetValue,
} from '@protolab/shared';
import { PrototypeScreen } from '../../PrototypeScreen';
import { loadWidgetRenderers } from '../../renderers';
import { renderWidget } from '../../testSupport';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DATA_TYPES = WIDGET_TYPES.filter((type) => widgetSpec(type)?.family === 'data');

const all = (root: Element, selector: string) => [...root.querySelectorAll<SVGElement | HTMLElement>(selector)];

describe('data widgets', () => {
  it('has all twelve types, each drawn from its palette defaults', async () => {
    expect(DATA_TYPES).toEqual([
      'BarChart',
      'DragNDrop',
      'DragNDropTarget',
      'GridContainer',
      'MultiRingChart',
      'PieChart',
      'Repeater',
      'RingChart',
      'SortableList',
      'StackedRingChart',
      'Table',
      'Tree',
    ]);
    // a Repeater is its styled box: the screen draws the widgets of its cells (PrototypeScreen)
    for (const type of DATA_TYPES.filter((t) => t !== 'Repeater')) {
      const { widget } = await renderWidget(type);
      expect(widget.childElementCount, type).toBeGreaterThan(0);
      cleanup();
    }
  });
});

/** Column colours of the test's own, so that the drawing is checked against what it was given. */
const columns = { background0: '#101010', background1: '#202020', background2: '#303030' };

describe('charts', () => {
  it('a bar chart draws a bar per cell, grouped by row, coloured by column, scaled to the largest value', async () => {
    const { widget } = await renderWidget('BarChart', { style: columns });
    const bars = all(widget, 'rect[data-bar]');
    expect(bars).toHaveLength(15);
    expect(bars.slice(0, 3).map((b) => b.getAttribute('fill'))).toEqual(['#101010', '#202020', '#303030']);
    // the 5 of the fifth row is the largest value: as tall as the chart
    expect(Number(bars[12].getAttribute('height'))).toBe(150);
    expect(Number(bars[12].getAttribute('y'))).toBe(0);
    expect(Number(bars[0].getAttribute('height'))).toBe(30);
    expect(Number(bars[0].getAttribute('y'))).toBe(120);
    // groups side by side, left to right
    expect(Number(bars[3].getAttribute('x'))).toBeGreaterThan(Number(bars[2].getAttribute('x')));
  });

  it('a bar chart reads number texts and CSV, lies down when horizontal, and draws lines when isLine', async () => {
    const csv = await renderWidget('BarChart', { props: { data: '1,2\n3,4' } });
    expect(all(csv.widget, 'rect[data-bar]')).toHaveLength(4);
    cleanup();
    const lying = await renderWidget('BarChart', { props: { isHorizontal: true } });
    const bars = all(lying.widget, 'rect[data-bar]');
    expect(bars.every((b) => b.getAttribute('x') === '0')).toBe(true);
    expect(Number(bars[12].getAttribute('width'))).toBe(300);
    cleanup();
    const lines = await renderWidget('BarChart', { props: { isLine: true }, style: { ...columns, color1: '#ff0000' } });
    const paths = all(lines.widget, 'path[data-line]');
    expect(paths).toHaveLength(3);
    // a line takes its column's colour unless it has one of its own
    expect(paths[1].getAttribute('stroke')).toBe('#ff0000');
    expect(paths[0].getAttribute('stroke')).toBe('#101010');
  });

  it('chart sizes follow the scale; a stored gradient becomes an SVG gradient', async () => {
    const big = await renderWidget('BarChart', { scale: 2 });
    expect(big.widget.querySelector('svg')?.getAttribute('width')).toBe('600');
    expect(Number(all(big.widget, 'rect[data-bar]')[12].getAttribute('height'))).toBe(300);
    cleanup();
    const gradient = {
      direction: 90,
      colors: [
        { c: '#ff0000', p: 0 },
        { c: '#0000ff', p: 100 },
      ],
    };
    const { widget } = await renderWidget('BarChart', { style: { background0: gradient } });
    const fill = all(widget, 'rect[data-bar]')[0].getAttribute('fill');
    expect(fill).toMatch(/^url\(#pl-g.+-0\)$/);
    const def = widget.querySelector(`linearGradient[id="${fill!.slice(5, -1)}"]`);
    expect([...def!.querySelectorAll('stop')].map((s) => s.getAttribute('stop-color'))).toEqual(['#ff0000', '#0000ff']);
  });

  it('a pie chart draws a slice per value of the first row, a lone value as the whole circle', async () => {
    const { widget } = await renderWidget('PieChart', { style: columns });
    const slices = all(widget, 'path[data-slice]');
    expect(slices.map((s) => s.getAttribute('stroke'))).toEqual(['#101010', '#202020', '#303030']);
    // stroked as wide as the radius: a filled disc
    expect(slices[0].getAttribute('stroke-width')).toBe('100');
    cleanup();
    const whole = await renderWidget('PieChart', { props: { data: [[5]] } });
    expect(all(whole.widget, 'path[data-slice]')).toHaveLength(1);
    expect(all(whole.widget, 'path[data-slice]')[0].getAttribute('d')).toContain(' A');
  });

  it('a ring chart fills its value in percent over its track', async () => {
    const { widget } = await renderWidget('RingChart', { style: { color: '#101010', background: '#f0f0f0' } });
    expect(widget.querySelector('[data-progress]')?.getAttribute('data-progress')).toBe('60');
    expect(widget.querySelector('[data-progress]')?.getAttribute('stroke')).toBe('#101010');
    expect(widget.querySelector('[data-track]')?.getAttribute('stroke')).toBe('#f0f0f0');
    expect(widget.querySelector('[data-progress]')?.getAttribute('stroke-width')).toBe('16');
    cleanup();
    const full = await renderWidget('RingChart', { props: { value: 100 } });
    expect(full.widget.querySelector('[data-track]')).toBeNull();
    cleanup();
    const empty = await renderWidget('RingChart', { props: { value: 0 } });
    expect(empty.widget.querySelector('[data-progress]')).toBeNull();
  });

  it('a multi ring chart is one ring of segments, lineWidth thick', async () => {
    const { widget } = await renderWidget('MultiRingChart', { scale: 0.5 });
    const segments = all(widget, 'path[data-segment]');
    expect(segments).toHaveLength(3);
    expect(segments.map((s) => s.getAttribute('stroke-width'))).toEqual(['10', '10', '10']);
  });

  it('a stacked ring chart draws a ring per value, each inside the one before', async () => {
    const { widget } = await renderWidget('StackedRingChart', { props: { data: [[80, 60, 0, 40]] } });
    const rings = all(widget, 'path[data-ring]');
    expect(rings.map((r) => r.dataset.ring)).toEqual(['0', '1', '3']);
    const radius = (d: string | null) => Number(/A([\d.]+)/.exec(d ?? '')?.[1]);
    expect(radius(rings[0].getAttribute('d'))).toBe(92);
    expect(radius(rings[1].getAttribute('d'))).toBe(76);
    expect(radius(rings[2].getAttribute('d'))).toBe(44);
  });
});

describe('Table', () => {
  it('is a real table: the header row, then the body rows, each with a check box', async () => {
    const { widget } = await renderWidget('Table');
    const table = within(widget);
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['', 'Name', 'Age', 'City']);
    expect(table.getAllByRole('row')).toHaveLength(4);
    expect(table.getByRole('cell', { name: 'London' })).toBeTruthy();
    expect(table.getAllByRole('checkbox')).toHaveLength(3);
    // the even body rows in their own colour
    expect(table.getAllByRole('row')[2].style.background).toBe('#f4f4f8');
  });

  it('shows the chosen rows, and takes no input when display-only', async () => {
    const { widget } = await renderWidget('Table', { value: [1] });
    const boxes = within(widget).getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((b) => b.checked)).toEqual([false, true, false]);
    expect(boxes.every((b) => b.tabIndex === -1)).toBe(true);
  });

  it('reports the chosen body rows when a check box is clicked', async () => {
    const onValue = vi.fn();
    const { widget } = await renderWidget('Table', { value: [2], onValue });
    const boxes = within(widget).getAllByRole('checkbox', { name: /Kim|Ada|Lin/ });
    await userEvent.click(boxes[0]);
    expect(onValue).toHaveBeenLastCalledWith([0, 2], undefined);
    await userEvent.click(boxes[2]);
    expect(onValue).toHaveBeenLastCalledWith([], undefined);
  });

  it('without checkBox has no check boxes; CSV data and column widths are read', async () => {
    const { widget } = await renderWidget('Table', {
      props: { data: 'A,B\n1,2\n3,4', widths: [1, 3] },
      style: { checkBox: false },
    });
    expect(within(widget).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(widget).getAllByRole('row')).toHaveLength(3);
    expect(all(widget, 'col').map((c) => c.style.width)).toEqual(['25%', '75%']);
  });
});

describe('Tree', () => {
  it('shows every node, indented by depth, with expanders on parents', async () => {
    const { widget } = await renderWidget('Tree');
    const items = within(widget).getAllByRole('treeitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Documents',
      'Work',
      'Report.pdf',
      'Holidays',
      'Pictures',
      'Summer.jpg',
      'Music',
    ]);
    expect(items.map((i) => i.getAttribute('aria-level'))).toEqual(['1', '2', '3', '2', '1', '2', '1']);
    expect(items[0].getAttribute('aria-expanded')).toBe('true');
    expect(items[2].hasAttribute('aria-expanded')).toBe(false);
    expect(parseFloat(items[2].style.paddingLeft)).toBeGreaterThan(parseFloat(items[1].style.paddingLeft));
  });

  it('draws the chosen node in the active style; display-only takes no focus', async () => {
    const { widget } = await renderWidget('Tree', { value: ['Holidays'] });
    const chosen = within(widget).getByRole('treeitem', { selected: true });
    expect(chosen.textContent).toBe('Holidays');
    expect(chosen.style.background).not.toBe('');
    expect(
      within(widget)
        .getAllByRole('treeitem')
        .some((i) => i.hasAttribute('tabindex')),
    ).toBe(false);
  });

  it('reports the chosen node; its expander only opens and closes', async () => {
    const onValue = vi.fn();
    const { widget } = await renderWidget('Tree', { onValue });
    await userEvent.click(within(widget).getByText('Holidays'));
    expect(onValue).toHaveBeenLastCalledWith(['Holidays'], undefined);
    const documents = within(widget).getAllByRole('treeitem')[0];
    await userEvent.click(documents.querySelector('[data-expander]')!);
    expect(within(widget).queryByText('Work')).toBeNull();
    expect(documents.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(documents.querySelector('[data-expander]')!);
    expect(within(widget).getByText('Work')).toBeTruthy();
    expect(documents.getAttribute('aria-expanded')).toBe('true');
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('is driven by the keyboard: arrows move, Left closes, Enter chooses', async () => {
    const onValue = vi.fn();
    const { widget } = await renderWidget('Tree', { onValue });
    within(widget).getAllByRole('treeitem')[0].focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith(['Report.pdf'], undefined);
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(within(widget).queryByText('Report.pdf')).toBeNull();
  });

  it('with selectOnlyLeaves a parent opens and closes instead of being chosen', async () => {
    const onValue = vi.fn();
    const { widget } = await renderWidget('Tree', { props: { selectOnlyLeaves: true }, onValue });
    await userEvent.click(within(widget).getByText('Pictures'));
    expect(onValue).not.toHaveBeenCalled();
    expect(within(widget).queryByText('Summer.jpg')).toBeNull();
    await userEvent.click(within(widget).getByText('Pictures'));
    expect(within(widget).getByText('Summer.jpg')).toBeTruthy();
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('containers', () => {
  it('a grid container draws its rows × columns cells, gaps scaled', async () => {
    const { widget } = await renderWidget('GridContainer', { scale: 2 });
    expect(all(widget, '[data-cell]')).toHaveLength(6);
    const grid = widget.querySelector<HTMLElement>('[data-cell]')!.parentElement!;
    expect(grid.style.columnGap).toBe('16px');
    cleanup();
    const other = await renderWidget('GridContainer', { props: { rows: 3, columns: 4 } });
    expect(all(other.widget, '[data-cell]')).toHaveLength(12);
  });
});

describe('SortableList', () => {
  const ORDER = ['Item 1', 'Item 2', 'Item 3', 'Item 4'];

  it('shows its items in the order of the value', async () => {
    const { widget } = await renderWidget('SortableList');
    expect(
      within(widget)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(ORDER);
    expect(all(widget, '[data-move]')).toHaveLength(8);
    cleanup();
    const shown = await renderWidget('SortableList', { value: ['Item 3', 'Item 1', 'Item 4', 'Item 2'] });
    expect(
      within(shown.widget)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Item 3', 'Item 1', 'Item 4', 'Item 2']);
    expect(
      within(shown.widget)
        .getAllByRole('option')
        .some((o) => o.hasAttribute('tabindex')),
    ).toBe(false);
  });

  it('moves an item with its arrows', async () => {
    const onValue = vi.fn();
    const { widget } = await renderWidget('SortableList', { onValue });
    const first = within(widget).getAllByRole('option')[0];
    await userEvent.click(first.querySelector('[data-move="down"]')!);
    expect(onValue).toHaveBeenLastCalledWith(['Item 2', 'Item 1', 'Item 3', 'Item 4'], undefined);
    // the move shows before the value comes back
    expect(within(widget).getAllByRole('option')[1].textContent).toBe('Item 1');
    await userEvent.click(within(widget).getAllByRole('option')[0].querySelector('[data-move="up"]')!);
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it('moves the focused item with Alt+arrows, or picked up with Space', async () => {
    const onValue = vi.fn();
    const { widget } = await renderWidget('SortableList', { onValue });
    within(widget).getAllByRole('option')[0].focus();
    await userEvent.keyboard('{ArrowDown}{Alt>}{ArrowUp}{/Alt}');
    expect(onValue).toHaveBeenLastCalledWith(['Item 2', 'Item 1', 'Item 3', 'Item 4'], undefined);
    await userEvent.keyboard('[Space]{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(onValue).toHaveBeenLastCalledWith(['Item 1', 'Item 3', 'Item 4', 'Item 2'], undefined);
    expect(document.activeElement?.textContent).toBe('Item 2');
  });

  it('moves a dragged item to where it is dropped', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const i = this.parentElement ? [...this.parentElement.children].indexOf(this) : 0;
      return DOMRect.fromRect({ x: 0, y: i * 50, width: 240, height: 46 });
    });
    const onValue = vi.fn();
    const { widget } = await renderWidget('SortableList', { onValue });
    const first = within(widget).getAllByRole('option')[0];
    fireEvent.pointerDown(first, { clientY: 20, pointerId: 1 });
    fireEvent.pointerMove(first, { clientY: 125, pointerId: 1 });
    // while dragged, the rows it passes make room
    expect(first.style.transform).toBe('translateY(105px)');
    expect(within(widget).getAllByRole('option')[1].style.transform).toBe('translateY(-50px)');
    fireEvent.pointerUp(first, { clientY: 125, pointerId: 1 });
    expect(onValue).toHaveBeenCalledWith(['Item 2', 'Item 3', 'Item 1', 'Item 4'], undefined);
  });
});

/** A DragNDrop at (0, 0) and a DragNDropTarget "t1" at (200, 300) on one screen. */
async function dragScene(value?: WidgetValue, onValue?: (value: unknown) => void) {
  await loadWidgetRenderers(['DragNDrop', 'DragNDropTarget']);
  const make = (id: string, type: string, x: number, y: number) => {
    return newWidget({ id, type, x, y, ...widgetDefaults(type)! });
  };
  const widgets = [make('d1', 'DragNDrop', 0, 0), make('t1', 'DragNDropTarget', 200, 300)];
  const app = newApp({
    screens: { s1: newScreen({ id: 's1', w: 400, h: 800, children: ['d1', 't1'] }) },
    widgets: Object.fromEntries(widgets.map((w) => [w.id, w])),
  });
  const result = render(
    <PrototypeScreen
      app={app}
      screenId="s1"
      scale={1}
      values={value === undefined ? undefined : { d1: value }}
      onValue={onValue && ((_, v) => onValue(v))}
    />,
  );
  const box = (id: string) => result.container.querySelector<HTMLElement>(`[data-widget="${id}"]`)!;
  return { drag: box('d1'), target: box('t1') };
}

describe('drag and drop', () => {
  it('shows its label; a target shows its own', async () => {
    const { drag, target } = await dragScene();
    expect(within(drag).getByRole('button', { name: 'Drag me' })).toBeTruthy();
    expect(target.textContent).toBe('Drop here');
    expect(drag.style.transform).toBe('');
  });

  it('dropped on a target, it reports the target and sits on it; the target shows the drag over it', async () => {
    const onValue = vi.fn();
    const { drag, target } = await dragScene(undefined, onValue);
    document.elementsFromPoint = () => [drag, target.firstElementChild!, target];
    const handle = within(drag).getByRole('button');
    fireEvent.pointerDown(handle, { clientX: 50, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 280, clientY: 380, pointerId: 1 });
    expect(drag.style.transform).toBe('translate(230px, 330px)');
    expect(target.querySelector('[data-drop-over]')).not.toBeNull();
    fireEvent.pointerUp(handle, { clientX: 280, clientY: 380, pointerId: 1 });
    expect(onValue).toHaveBeenCalledWith('t1');
    expect(target.querySelector('[data-drop-over]')).toBeNull();
    // centred on the target: (200 + 80) - 50, (300 + 80) - 50
    expect(drag.style.transform).toBe('translate(230px, 330px)');
  });

  it('dropped elsewhere, it snaps back and reports null; a tap reports nothing', async () => {
    const onValue = vi.fn();
    const { drag } = await dragScene(undefined, onValue);
    document.elementsFromPoint = () => [drag];
    const handle = within(drag).getByRole('button');
    fireEvent.pointerDown(handle, { clientX: 50, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(handle, { clientX: 51, clientY: 50, pointerId: 1 });
    expect(onValue).not.toHaveBeenCalled();
    fireEvent.pointerDown(handle, { clientX: 50, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 90, clientY: 120, pointerId: 1 });
    expect(drag.style.transform).toBe('translate(40px, 70px)');
    fireEvent.pointerUp(handle, { clientX: 90, clientY: 120, pointerId: 1 });
    expect(onValue).toHaveBeenCalledWith(null);
    expect(drag.style.transform).toBe('');
  });

  it('display-only, it is drawn on the target of its value and takes no focus', async () => {
    const { drag } = await dragScene('t1');
    expect(drag.style.transform).toBe('translate(230px, 330px)');
    expect(within(drag).getByRole('button').hasAttribute('tabindex')).toBe(false);
  });

  it('is dropped from the keyboard: Space picks it up, arrows choose a target, Space drops', async () => {
    const onValue = vi.fn();
    const { drag } = await dragScene(undefined, onValue);
    within(drag).getByRole('button').focus();
    await userEvent.keyboard('[Space]');
    expect(within(drag).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(drag.style.transform).toBe('translate(230px, 330px)');
    await userEvent.keyboard('{ArrowRight}');
    expect(drag.style.transform).toBe('');
    await userEvent.keyboard('{ArrowRight}[Space]');
    expect(onValue).toHaveBeenLastCalledWith('t1');
  });
});
