// A menu at the pointer (right click) or at the selection (Shift+F10, the menu key): the frequent
// actions on what was clicked. Arrow keys move between items, Enter runs one, Escape or a click
// elsewhere closes it; focus goes back to the canvas.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';

export interface MenuItem {
  label: string;
  /** the shortcut shown beside it, e.g. "Ctrl+D" */
  keys?: string;
  disabled?: boolean;
  run(): void;
}

interface ContextMenuProps {
  /** area px: where the menu opens, inside the canvas area */
  at: { x: number; y: number };
  label: string;
  /** null marks a separator */
  items: readonly (MenuItem | null)[];
  onClose(): void;
}

export function ContextMenu({ at, label, items, onClose }: ContextMenuProps) {
  const menu = useRef<HTMLDivElement>(null);

  const buttons = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
  useLayoutEffect(() => {
    // keep the menu inside the canvas area
    const element = menu.current;
    const area = element?.parentElement;
    if (!element || !area) return;
    const x = Math.min(at.x, area.clientWidth - element.offsetWidth - 4);
    const y = Math.min(at.y, area.clientHeight - element.offsetHeight - 4);
    element.style.left = `${Math.max(4, x)}px`;
    element.style.top = `${Math.max(4, y)}px`;
    buttons()[0]?.focus();
  }, [at]);

  useEffect(() => {
    const away = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) onClose();
    };
    addEventListener('pointerdown', away, true);
    return () => removeEventListener('pointerdown', away, true);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = buttons();
    const i = all.indexOf(document.activeElement as HTMLButtonElement);
    const go = (n: number) => all[(n + all.length) % all.length]?.focus();
    event.stopPropagation();
    if (event.key === 'ArrowDown') go(i + 1);
    else if (event.key === 'ArrowUp') go(i - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') onClose();
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={menu}
      className="editor-menu"
      role="menu"
      aria-label={label}
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {items.map((item, i) =>
        item ? (
          <button
            key={item.label}
            type="button"
            role="menuitem"
            className="editor-menu-item"
            disabled={item.disabled}
            onClick={() => {
              onClose();
              item.run();
            }}
          >
            <span>{item.label}</span>
            {item.keys && <kbd>{item.keys}</kbd>}
          </button>
        ) : (
          <hr key={`separator${i}`} role="separator" />
        ),
      )}
    </div>
  );
}
