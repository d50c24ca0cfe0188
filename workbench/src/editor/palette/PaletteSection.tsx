// One section of the widget palette: a heading that opens and closes it, and its tiles.
import { useId, type ReactNode } from 'react';

export function PaletteSection({
  title,
  open,
  onToggle,
  children,
}: {
  title: string;
  open: boolean;
  onToggle(): void;
  children: ReactNode;
}) {
  const heading = useId();
  return (
    <div role="group" className="editor-palette-section" aria-labelledby={heading}>
      <h3 id={heading} className="editor-palette-heading">
        <button type="button" aria-expanded={open} onClick={onToggle}>
          {title}
        </button>
      </h3>
      {open && <ul className="editor-palette-grid">{children}</ul>}
    </div>
  );
}
