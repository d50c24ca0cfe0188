import { describe, expect, it } from 'vitest';
import type { Box } from './box';
import { repeatedWidgets } from './repeaterCells';
import type { WidgetView } from './screenView';

function view(id: string, type: string, box: Box, props: Record<string, unknown> = {}): WidgetView {
  return { id, type, box, z: 0, style: {}, states: {}, text: null, imageUrl: null, icon: null, props };
}

/** Where each copy of `child` lands, relative to the repeater's corner. */
function copies(repeater: WidgetView, child: WidgetView, variables?: Record<string, unknown>) {
  const drawings = repeatedWidgets(repeater, [child], variables).get(child.id) ?? [];
  return drawings.map(({ view: v }) => [v.id, v.box.x - repeater.box.x, v.box.y - repeater.box.y]);
}

describe('repeatedWidgets', () => {
  it('repeats the first cell (the widgets placed in it) in a grid as often as it fits, the distances apart', () => {
    // the fixture's repeater: 304 × 544 with a 96 × 65 button 16, 15 from its corner → a 112 × 80 cell
    const repeater = view('r', 'Repeater', { x: 100, y: 50, w: 304, h: 544 }, { distanceX: 8, distanceY: 8 });
    const button = view('b', 'Button', { x: 116, y: 65, w: 96, h: 65 });
    const cells = copies(repeater, button);
    expect(cells).toHaveLength(21); // 3 columns (the third cut off) × 7 rows
    expect(cells[0]).toEqual(['b', 16, 15]);
    expect(cells[1]).toEqual(['b@1', 136, 15]);
    expect(cells[3]).toEqual(['b@3', 16, 103]);
  });

  it('stacks one cell per row in the rows layout', () => {
    const repeater = view('r', 'Repeater', { x: 0, y: 0, w: 300, h: 200 }, { layout: 'rows', distanceY: 10 });
    const label = view('l', 'Label', { x: 0, y: 0, w: 100, h: 40 });
    expect(copies(repeater, label).map(([, x, y]) => [x, y])).toEqual([
      [0, 0],
      [0, 50],
      [0, 100],
      [0, 150],
    ]);
  });

  it('makes one cell per data row and shows each row in the bound copies', () => {
    const data = [['name'], ['Ada'], ['Grace']];
    const repeater = view('r', 'Repeater', { x: 0, y: 0, w: 300, h: 200 }, { data });
    const label = view('l', 'Label', { x: 0, y: 0, w: 100, h: 40 }, { databinding: { default: 'name' } });
    const drawings = repeatedWidgets(repeater, [label], undefined).get('l')!;
    expect(drawings.map((d) => d.view.text)).toEqual(['Ada', 'Grace']);
  });
});
