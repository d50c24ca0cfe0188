// The editor's grid: a cell size, whether moves snap to it and whether it is drawn. Stored in the
// app's `grid`, where Quant-UX documents mix numbers and numeric strings ("16") and add column
// settings we keep but do not use.
import type { App } from '../model/app';

export interface Grid {
  w: number;
  h: number;
  enabled: boolean;
  visible: boolean;
}

export const MIN_GRID = 2;
export const MAX_GRID = 200;

const size = (value: unknown) => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(MAX_GRID, Math.max(MIN_GRID, Math.round(n))) : 8;
};

/** The grid of an app's stored `grid` setting (absent: an 8 px grid, off and hidden). */
export function gridOf(stored: App['grid']): Grid {
  const grid = stored ?? {};
  return { w: size(grid.w), h: size(grid.h), enabled: grid.enabled === true, visible: grid.visible === true };
}
