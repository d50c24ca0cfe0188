import { useRef, useSyncExternalStore } from 'react';
import { BoxText } from '../../parts/BoxText';
import { boxCss, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { dropOver, subscribeDropOver } from './dropTargets';

/**
 * The styled box with its label; while a DragNDrop is dragged over it, it shows its hover style
 * (or, without one, an outline in its text colour).
 */
export default function DragNDropTarget({ view, scale, interactive }: WidgetRendererProps) {
  const ref = useRef<HTMLDivElement>(null);
  const over = useSyncExternalStore(subscribeDropOver, dropOver, () => null);
  const hovered = interactive && over !== null && over === ref.current?.parentElement;
  const hover = view.states.hover;
  return (
    <>
      <div
        ref={ref}
        className="pl-fill"
        data-drop-over={hovered || undefined}
        style={
          hovered
            ? hover && Object.keys(hover).length > 0
              ? { ...boxCss({ ...view.style, ...hover, opacity: undefined }, scale), boxSizing: 'border-box' }
              : { outline: `${2 * scale}px solid currentColor`, outlineOffset: -2 * scale }
            : undefined
        }
      />
      {/* above the hover fill */}
      <span style={{ position: 'relative', width: '100%', color: hovered ? str(hover?.color) : undefined }}>
        <BoxText text={view.text} />
      </span>
    </>
  );
}
