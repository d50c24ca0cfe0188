import { memo, useState, type CSSProperties } from 'react';
import { widgetSpec, type Style, type WidgetValue, type WidgetView } from '@protolab/shared';
import { Picture } from './parts/Picture';
import { widgetRenderer } from './renderers';
import { boxCss, fontCss, textCss } from './styleCss';
import { InvalidContext, type ValueStep } from './widgetRenderer';

export interface WidgetBoxProps {
  view: WidgetView;
  scale: number;
  value: WidgetValue | undefined;
  invalid: boolean;
  interactive: boolean;
  onValue?: (widget: string, value: unknown, children?: ValueStep[]) => void;
}

/** An invalid input's look when its designer gave it none: a red border, so testers see what to fix. */
const DEFAULT_ERROR_LOOK: Style = Object.fromEntries(
  ['Top', 'Right', 'Bottom', 'Left'].flatMap((side) => [
    [`border${side}Width`, 2],
    [`border${side}Color`, '#d32f2f'],
    [`border${side}Style`, 'solid'],
  ]),
);

/**
 * One widget of a screen: its box at its place, in the style of its interaction state, with the
 * type's own drawing inside. Types without a renderer are a styled box with their text or image.
 */
export const WidgetBox = memo(function WidgetBox(props: WidgetBoxProps) {
  const { view, scale, interactive } = props;
  const [hover, setHover] = useState(false);
  const [active, setActive] = useState(false);
  const [focus, setFocus] = useState(false);
  const style: Style = {
    ...view.style,
    ...(hover && view.states.hover),
    ...(focus && view.states.focus),
    ...(active && view.states.active),
    ...(props.invalid && (view.states.error ?? DEFAULT_ERROR_LOOK)),
  };
  const renderer = widgetRenderer(view.type);
  const bare = renderer?.frame === 'bare';
  const css: CSSProperties = {
    left: view.box.x * scale,
    top: view.box.y * scale,
    width: view.box.w * scale,
    height: view.box.h * scale,
    ...(bare
      ? { ...fontCss(style, scale, view.box.h), opacity: style.opacity as number | undefined }
      : { ...boxCss(style, scale), ...textCss(style, scale, view.box.h, widgetSpec(view.type)?.centered === true) }),
  };
  const handlers = interactive
    ? {
        onPointerEnter: (e: React.PointerEvent) => e.pointerType === 'mouse' && setHover(true),
        onPointerLeave: () => (setHover(false), setActive(false)),
        onPointerDown: () => setActive(true),
        onPointerUp: () => setActive(false),
        onFocus: () => setFocus(true),
        onBlur: () => setFocus(false),
      }
    : {};
  const Drawing = renderer?.default;
  return (
    <div className="pl-widget" data-widget={view.id} data-type={view.type} style={css} {...handlers}>
      {Drawing ? (
        <InvalidContext.Provider value={props.invalid}>
          <Drawing
            view={view}
            style={style}
            scale={scale}
            value={props.value}
            interactive={interactive}
            onValue={(value, children) => props.onValue?.(view.id, value, children)}
          />
        </InvalidContext.Provider>
      ) : (
        <>
          {view.imageUrl && <Picture url={view.imageUrl} />}
          {view.text && <span className="pl-text">{view.text}</span>}
        </>
      )}
    </div>
  );
});
