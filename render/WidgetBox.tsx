import { memo, useState, type CSSProperties } from 'react';
import {
  boxWrapsText,
  textApartFromBox,
  widgetSpec,
  type Style,
  type WidgetValue,
  type WidgetView,
} from '@protolab/shared';
import { Picture } from './parts/Picture';
import { widgetRenderer } from './renderers';
import { boxCss, fontCss, num, textCss } from './styleCss';
import { InvalidContext, type ValueStep } from './widgetRenderer';

export interface WidgetBoxProps {
  view: WidgetView;
  scale: number;
  /** its place in painting order (z-index): the page holds widgets in reading order */
  layer: number;
  /** hidden by the designer, or an error message not shown now, as the editor shows it: faint */
  faint?: boolean;
  value: WidgetValue | undefined;
  invalid: boolean;
  interactive: boolean;
  /** played as a button: reached with Tab, pressed with Enter or Space */
  pressable?: boolean;
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

/** A pressable box without text: the designer's name for it, else its icon's ("mdi mdi-cart-outline": "cart outline"). */
function nameOf(view: WidgetView): string | undefined {
  return view.name ?? view.icon?.split(' ').at(-1)?.replace(/^mdi-/, '').replaceAll('-', ' ');
}

/** A faint widget's opacity (times its own). */
const FAINT = 0.3;

/**
 * Enter or Space on a pressable box clicks it at its centre: the player records the very click a
 * pointer makes there, whichever input the tester uses.
 */
function pressWithKey(e: React.KeyboardEvent<HTMLElement>) {
  if (e.target !== e.currentTarget || (e.key !== 'Enter' && e.key !== ' ') || e.repeat) return;
  e.preventDefault();
  const box = e.currentTarget.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  e.currentTarget.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window, ...at }));
}

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
  // the existing product's placement of the text node (textPlacement.ts): a Button's label apart
  // from its box takes no decoration; a Label's box may wrap its text instead of filling the widget
  const textStyle = textApartFromBox(view.type, style) ? { ...style, textDecoration: undefined } : style;
  const text = textCss(textStyle, scale, view.box.h, widgetSpec(view.type)?.centered === true);
  const wrapped = !bare && boxWrapsText(view.type, style);
  const { opacity, ...look } = boxCss(style, scale);
  const { padding, ...placement } = text;
  const css: CSSProperties = {
    left: view.box.x * scale,
    top: view.box.y * scale,
    width: view.box.w * scale,
    height: view.box.h * scale,
    ...(bare
      ? { ...fontCss(style, scale, view.box.h), opacity: style.opacity as number | undefined }
      : wrapped
        ? { ...placement, opacity }
        : { ...look, opacity, ...text }),
    // z-index: var(--pl-z) (render.css), which a part may override while it raises its widget
    ['--pl-z' as string]: props.layer,
  };
  if (props.faint) css.opacity = FAINT * (num(css.opacity) ?? 1);
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
  const button = props.pressable
    ? { role: 'button', tabIndex: 0, 'aria-label': view.text ? undefined : nameOf(view), onKeyDown: pressWithKey }
    : {};
  const Drawing = renderer?.default;
  const drawing = Drawing ? (
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
  );
  return (
    <div
      className="pl-widget"
      data-widget={view.id}
      data-type={view.type}
      data-faint={props.faint || undefined}
      style={css}
      {...handlers}
      {...button}
    >
      {wrapped ? (
        <div className="pl-text-box" style={{ ...look, padding }}>
          {drawing}
        </div>
      ) : (
        drawing
      )}
    </div>
  );
});
