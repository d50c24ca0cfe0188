import { useLayoutEffect, useRef, useState } from 'react';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { firstCellOf, repeaterCells, type Size } from './repeaterCells';

/**
 * The styled box with its cells as faint frames: the first cell holds the widgets placed in it
 * (drawn by the screen, above the repeater), the others show where they repeat.
 */
export default function Repeater({ view, scale }: WidgetRendererProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [first, setFirst] = useState<Size | null>(null);
  // the widgets of the first cell may move without the repeater changing: measured after each drawing
  useLayoutEffect(() => {
    const box = ref.current?.parentElement;
    const found = box ? firstCellOf(box, scale) : null;
    setFirst((was) => (was?.w === found?.w && was?.h === found?.h ? was : found));
  });
  const cells = repeaterCells(view.box, view.props, first);
  return (
    <div ref={ref} className="pl-fill" aria-hidden style={{ pointerEvents: 'none' }}>
      {cells.map((cell, i) => (
        <div
          key={i}
          data-cell={i}
          style={{
            position: 'absolute',
            left: cell.x * scale,
            top: cell.y * scale,
            width: cell.w * scale,
            height: cell.h * scale,
            boxSizing: 'border-box',
            border: `${scale}px dashed rgba(128, 128, 140, 0.35)`,
          }}
        />
      ))}
    </div>
  );
}
