// A widget type in the palette: its preview over its name. A click places it, a drag drops it.
// The preview lies over the button, not in it (a drawn widget may hold controls, which a button
// may not), and lets the pointer through to it.
import { memo } from 'react';
import { PALETTE_DRAG_TYPE } from './paletteDrag';
import { WidgetPreview } from './WidgetPreview';

export const PaletteTile = memo(function PaletteTile({
  type,
  name,
  label,
  onAdd,
}: {
  type: string;
  name: string;
  /** the button's accessible name ("Add …") */
  label: string;
  onAdd(type: string): void;
}) {
  return (
    <li className="editor-palette-tile">
      <button
        type="button"
        className="editor-palette-item"
        draggable
        onDragStart={(e) => e.dataTransfer.setData(PALETTE_DRAG_TYPE, type)}
        onClick={() => onAdd(type)}
        aria-label={label}
        title={name}
      >
        {name}
      </button>
      <WidgetPreview type={type} />
    </li>
  );
});
