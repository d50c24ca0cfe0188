// The canvas's view (its scale and offset) and what moves it: fitting the screens, the selection or
// one screen into the canvas area, zooming about its middle, centring a screen.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { screensBox, unionBox, type App, type Box } from '@protolab/shared';
import { useElementSize } from './useElementSize';
import { fitBox, zoomAt, type View } from './viewport';

function focusBox(app: App, screenId: string | undefined) {
  const screen = screenId ? app.screens[screenId] : undefined;
  return screen ? { x: screen.x, y: screen.y - 30, w: screen.w, h: screen.h + 30 } : screensBox(app);
}

/**
 * The view of `doc` in the canvas area (`area.ref`). It is fitted once the document is there and
 * the editor's panels have taken their room (`layoutKnown`), before the screens are first drawn
 * (`fitted`), again when the area's width changes and when another screen is focused.
 */
export function useCanvasView(doc: App | undefined, screenId: string | undefined, layoutKnown: boolean) {
  const area = useElementSize<HTMLDivElement>();
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const [fitted, setFitted] = useState(false);
  const fittedFor = useRef<string | null>(null);

  // the area as it is now (its measured size may lag a layout change by a frame)
  const fit = useCallback(
    (target: string | undefined) => {
      const element = area.ref.current;
      const box = doc && focusBox(doc, target);
      if (box && element?.clientWidth) setView(fitBox(box, element.clientWidth, element.clientHeight));
    },
    [doc, area.ref],
  );

  useLayoutEffect(() => {
    const key = `${screenId ?? ''}|${area.width}`;
    if (!doc || !layoutKnown || !area.width || fittedFor.current === key) return;
    fittedFor.current = key;
    fit(screenId);
    setFitted(true);
  }, [doc, area.width, layoutKnown, screenId, fit]);

  const middle = { x: area.width / 2, y: area.height / 2 };
  return {
    area,
    view,
    setView,
    fitted,
    fitAll: () => fit(undefined),
    /** one screen whole in the area with its title, at most at 100 %: readable, whatever the zoom before */
    fitScreen: (screenId: string) => fit(screenId),
    zoom: (factor: number) => setView((v) => zoomAt(v, factor, middle)),
    actualSize: () => setView((v) => zoomAt(v, 1 / v.scale, middle)),
    /** the selected records, on screens or between them (all screens when nothing is selected) */
    fitSelection(ids: readonly string[]) {
      const box = doc && unionBox(ids.flatMap((id) => doc.widgets[id] ?? doc.screens[id] ?? []));
      if (!box) fit(undefined);
      else if (area.width > 0) setView(fitBox(box, area.width, area.height, 40, 4));
    },
    /** a screen (or any box on the canvas) in the middle, at the scale the designer chose */
    centerOn(screen: Box | undefined) {
      if (!screen) return;
      setView((v) => ({
        ...v,
        x: Math.round(middle.x - (screen.x + screen.w / 2) * v.scale),
        y: Math.round(middle.y - (screen.y + screen.h / 2) * v.scale),
      }));
    },
  };
}
