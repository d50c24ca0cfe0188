// A widget type drawn small by the one renderer, as the palette places it (its palette defaults),
// scaled to fit the tile and display-only. It is drawn once it first comes into view: most of the
// 88 types sit below the palette's fold, and opening the editor should not wait for them.
import { memo, useMemo, useRef } from 'react';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';
import { isLogicWidget, paletteSample } from '@protolab/shared';
import { useSeen } from '../../ui/useSeen';

const TILE = { w: 56, h: 40 };

function Sample({ type }: { type: string }) {
  const app = useMemo(() => paletteSample(type), [type]);
  const ready = useWidgetRenderers(app);
  const screen = Object.values(app.screens)[0]!;
  const scale = Math.min(TILE.w / screen.w, TILE.h / screen.h, 1);
  return ready ? <PrototypeScreen app={app} screenId={screen.id} scale={scale} /> : null;
}

export const WidgetPreview = memo(function WidgetPreview({ type }: { type: string }) {
  const tile = useRef<HTMLSpanElement>(null);
  const seen = useSeen(tile, '80px');
  return (
    <span ref={tile} className="editor-palette-preview" aria-hidden="true" data-testid="widget-preview">
      {/* logic widgets are no drawing but a diamond on the canvas, as here */}
      {seen && (isLogicWidget(type) ? <span className="editor-palette-logic" /> : <Sample type={type} />)}
    </span>
  );
});
