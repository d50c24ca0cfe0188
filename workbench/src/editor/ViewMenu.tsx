// The canvas bar's view menu: zoom to the selection or to 100 %, and the grid (snap to it, show it,
// its cell size). The grid is saved with the prototype (its `grid`), not as an undoable edit: a
// view setting, like the zoom.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_GRID, MIN_GRID, type Grid } from '@protolab/shared';

const GRID_SWITCHES = [
  ['enabled', 'editor:gridSnap'],
  ['visible', 'editor:gridShow'],
] as const;

interface ViewMenuProps {
  onFitSelection(): void;
  onActualSize(): void;
  /** absent for viewers: they cannot change the prototype's grid */
  grid?: Grid;
  onGrid(grid: Grid): void;
}

export function ViewMenu({ onFitSelection, onActualSize, grid, onGrid }: ViewMenuProps) {
  const { t } = useTranslation(['apps', 'editor']);
  const menu = useRef<HTMLDetailsElement>(null);
  /** a zoom closes the menu, so the canvas is seen whole; grid settings keep it open */
  const zoom = (action: () => void) => () => {
    action();
    if (menu.current) menu.current.open = false;
  };
  return (
    <details className="view-menu" ref={menu}>
      <summary className="button ghost small">{t('canvas.view')}</summary>
      <div className="view-menu-body">
        <button type="button" className="button ghost small" onClick={zoom(onFitSelection)}>
          {t('canvas.fitSelection')}
        </button>
        <button type="button" className="button ghost small" onClick={zoom(onActualSize)}>
          {t('canvas.actualSize')}
        </button>
        {grid && (
          <fieldset>
            <legend>{t('editor:grid')}</legend>
            {GRID_SWITCHES.map(([key, text]) => (
              <label key={key}>
                <input
                  type="checkbox"
                  checked={grid[key]}
                  onChange={(e) => onGrid({ ...grid, [key]: e.target.checked })}
                />
                {t(text)}
              </label>
            ))}
            <label>
              {t('editor:gridSize')}
              <input
                type="number"
                min={MIN_GRID}
                max={MAX_GRID}
                value={grid.w}
                onChange={(e) => {
                  const size = Math.round(Number(e.target.value));
                  if (size >= MIN_GRID && size <= MAX_GRID) onGrid({ ...grid, w: size, h: size });
                }}
              />
            </label>
          </fieldset>
        )}
      </div>
    </details>
  );
}
