// The canvas grid: the app's `grid` setting, shown at once when the designer changes it and saved in
// the background through the app's props (a view setting, not an undoable edit). A refused save
// falls back to the stored setting.
import { useMemo, useState } from 'react';
import { gridOf, type App, type Grid } from '@protolab/shared';
import { api } from '../shell/api';

export function useGridSetting(appId: string, stored: App['grid']): [Grid, (grid: Grid) => void] {
  const [changed, setChanged] = useState<Grid>();
  const grid = useMemo(() => changed ?? gridOf(stored), [changed, stored]);
  const change = (next: Grid) => {
    setChanged(next);
    void api.apps.saveProps(appId, { grid: { ...stored, ...next } }).catch(() => setChanged(undefined));
  };
  return [grid, change];
}
