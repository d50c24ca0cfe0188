// Binning points (relative 0..1 coordinates) into a density grid, with an optional gaussian blur.

/** Columns of coordinates (relative to the screen, 0..1) and optional weights; fast for millions of points. */
export interface PointSet {
  x: ArrayLike<number>;
  y: ArrayLike<number>;
  /** weight per point (e.g. dwell ms); 1 each when missing */
  weight?: ArrayLike<number>;
}

export interface PointLike {
  x: number;
  y: number;
  weight?: number;
}

export interface HeatGridOptions {
  /** gaussian blur radius in cells (0 or missing: no blur) */
  blurRadius?: number;
  /** standard deviation of the blur in cells; default blurRadius / 2 */
  sigma?: number;
  /** 'none' (default): summed weights; 'max': scaled so the largest cell is 1; 'sum': scaled to sum 1 */
  normalize?: 'none' | 'max' | 'sum';
}

function isPointSet(points: PointSet | readonly PointLike[]): points is PointSet {
  return !Array.isArray(points);
}

/**
 * Bins points into a cols × rows grid, row-major (cell of column c, row r at r·cols + c). A point
 * with x or y outside 0..1 (−1: no pointer) is skipped; 1 falls into the last cell.
 * Returns summed weights (counts without weights), blurred and normalized as the options say.
 */
export function clickHeatGrid(
  points: PointSet | readonly PointLike[],
  cols: number,
  rows: number,
  options: HeatGridOptions = {},
): Float32Array {
  if (!(Number.isInteger(cols) && Number.isInteger(rows) && cols > 0 && rows > 0)) {
    throw new RangeError(`grid size must be positive whole numbers, got ${cols} × ${rows}`);
  }
  const cells = new Float64Array(cols * rows);
  const lastCol = cols - 1;
  const lastRow = rows - 1;
  if (isPointSet(points)) {
    const { x, y, weight } = points;
    const n = Math.min(x.length, y.length);
    for (let i = 0; i < n; i++) {
      const px = x[i];
      const py = y[i];
      if (!(px >= 0 && px <= 1 && py >= 0 && py <= 1)) continue;
      let c = (px * cols) | 0;
      let r = (py * rows) | 0;
      if (c > lastCol) c = lastCol;
      if (r > lastRow) r = lastRow;
      cells[r * cols + c] += weight ? weight[i] : 1;
    }
  } else {
    for (const p of points) {
      if (!(p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1)) continue;
      const c = Math.min(lastCol, (p.x * cols) | 0);
      const r = Math.min(lastRow, (p.y * rows) | 0);
      cells[r * cols + c] += p.weight ?? 1;
    }
  }
  let grid: Float32Array = Float32Array.from(cells);
  if (options.blurRadius && options.blurRadius > 0)
    grid = gaussianBlur(grid, cols, rows, options.blurRadius, options.sigma);
  return normalizeGrid(grid, options.normalize ?? 'none');
}

/** Scales a grid in place: 'max' → largest cell 1, 'sum' → cells sum to 1 (an all-zero grid stays zero). */
export function normalizeGrid(grid: Float32Array, mode: 'none' | 'max' | 'sum'): Float32Array {
  if (mode === 'none') return grid;
  let scale = 0;
  for (let i = 0; i < grid.length; i++) scale = mode === 'max' ? Math.max(scale, grid[i]) : scale + grid[i];
  if (scale > 0) for (let i = 0; i < grid.length; i++) grid[i] /= scale;
  return grid;
}

/**
 * Separable gaussian blur of a row-major grid; the kernel spans ±radius cells and sums to 1, cells
 * beyond the border count as 0 (weight spreading past the border is lost, nothing is invented there).
 */
export function gaussianBlur(
  grid: Float32Array,
  cols: number,
  rows: number,
  radius: number,
  sigma = radius / 2,
): Float32Array {
  const r = Math.floor(radius);
  if (r < 1 || !(sigma > 0)) return Float32Array.from(grid);
  const kernel = new Float64Array(2 * r + 1);
  let total = 0;
  for (let i = -r; i <= r; i++) total += kernel[i + r] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < kernel.length; i++) kernel[i] /= total;
  const horizontal = new Float64Array(cols * rows);
  for (let row = 0; row < rows; row++) {
    const base = row * cols;
    for (let col = 0; col < cols; col++) {
      const v = grid[base + col];
      if (v === 0) continue;
      const from = Math.max(0, col - r);
      const to = Math.min(cols - 1, col + r);
      for (let c = from; c <= to; c++) horizontal[base + c] += v * kernel[c - col + r];
    }
  }
  const out = new Float32Array(cols * rows);
  const column = new Float64Array(rows);
  for (let col = 0; col < cols; col++) {
    column.fill(0);
    for (let row = 0; row < rows; row++) {
      const v = horizontal[row * cols + col];
      if (v === 0) continue;
      const from = Math.max(0, row - r);
      const to = Math.min(rows - 1, row + r);
      for (let q = from; q <= to; q++) column[q] += v * kernel[q - row + r];
    }
    for (let row = 0; row < rows; row++) out[row * cols + col] = column[row];
  }
  return out;
}

/**
 * The cells `points` fall in and their summed weights, as clickHeatGrid sums them unblurred (the same
 * cells, the same float32 values) but only those with points: flat pairs [cell, weight, cell, weight…]
 * in cell order. A session's points fill a few dozen of a screen's thousands of cells.
 */
export function sparseHeatCells(points: PointSet, cols: number, rows: number): number[] {
  const sums = new Map<number, number>();
  const { x, y, weight } = points;
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const px = x[i];
    const py = y[i];
    if (!(px >= 0 && px <= 1 && py >= 0 && py <= 1)) continue;
    const cell = Math.min(rows - 1, (py * rows) | 0) * cols + Math.min(cols - 1, (px * cols) | 0);
    sums.set(cell, (sums.get(cell) ?? 0) + (weight ? weight[i] : 1));
  }
  return [...sums.keys()].sort((a, b) => a - b).flatMap((cell) => [cell, Math.fround(sums.get(cell)!)]);
}
