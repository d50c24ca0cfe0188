import { memo, useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import {
  coerceValue,
  hasFlag,
  initialValue,
  isLogicWidget,
  screenView,
  type App,
  type WidgetView,
} from '@protolab/shared';
import { Picture } from './parts/Picture';
import { SegmentContext } from './RenderContext';
import { background, fontCss } from './styleCss';
import type { ValueStep } from './widgetRenderer';
import { WidgetBox } from './WidgetBox';

export interface PrototypeScreenProps {
  app: App;
  screenId: string;
  /** design px → CSS px */
  scale: number;
  /** values by widget id (the simulator's, or a recording's); a widget not named, or with a value
   * that does not fit its type, shows the value it starts with */
  values?: Readonly<Record<string, unknown>>;
  /** widgets shown in their error style */
  invalid?: readonly string[];
  /** given: the screen is played (hover, focus, input); absent: display-only (no focus, no input) */
  onValue?: (widget: string, value: unknown, children?: ValueStep[]) => void;
  /** a screen embedded by a ScreenSegment: not a target of its own, and embeds no further segments */
  nested?: boolean;
  /** the editor: widgets the designer hid are drawn faintly (elsewhere they are not drawn) */
  showHidden?: boolean;
}

const NONE: readonly string[] = [];

function valueOf(widget: WidgetView, values: PrototypeScreenProps['values']) {
  const given = values && widget.id in values ? coerceValue(widget.type, values[widget.id]) : undefined;
  return given !== undefined ? given : initialValue(widget);
}

/**
 * A screen of a prototype drawn from its resolved view (inheritance, templates, tokens applied) at
 * a scale: the one drawing of a screen for the player, the editor canvas, thumbnails, heat maps and
 * replays. Logic widgets (LogicOr, Rest, Script) route lines and are not drawn.
 */
export const PrototypeScreen = memo(function PrototypeScreen(props: PrototypeScreenProps) {
  const { app, screenId, scale, values, onValue } = props;
  const view = useMemo(() => screenView(app, screenId), [app, screenId]);
  const invalid = props.invalid ?? NONE;
  const interactive = onValue !== undefined;
  const segment = useCallback(
    (id: string) => !props.nested && id !== screenId && <PrototypeScreen {...props} screenId={id} nested />,
    [props],
  );
  const element = useRef<HTMLDivElement>(null);
  useSnapToPixels(element, !props.nested);
  if (!view) return null;
  const font = fontCss(view.style, scale, view.h);
  return (
    <div
      ref={element}
      className={interactive ? 'pl-screen' : 'pl-screen pl-display'}
      data-screen={props.nested ? undefined : view.id}
      inert={!interactive && !props.nested ? true : undefined}
      style={{
        width: view.w * scale,
        height: view.h * scale,
        background: background(view.style.background) ?? '#fff',
        color: font.color,
        fontFamily: font.fontFamily,
      }}
    >
      {view.imageUrl && <Picture url={view.imageUrl} />}
      <SegmentContext.Provider value={segment}>
        {view.widgets
          .filter((w) => !isLogicWidget(w.type) && (props.showHidden || !hasFlag(w, 'hidden')))
          .map((widget) => {
            const box = (
              <WidgetBox
                key={widget.id}
                view={widget}
                scale={scale}
                value={valueOf(widget, values)}
                invalid={invalid.includes(widget.id)}
                interactive={interactive}
                onValue={onValue}
              />
            );
            return hasFlag(widget, 'hidden') ? (
              <div key={widget.id} className="pl-hidden-widget">
                {box}
              </div>
            ) : (
              box
            );
          })}
      </SegmentContext.Provider>
    </div>
  );
});

/** The snaps of every screen shown, run again whenever the page's layout may have moved them. */
const snaps = new Set<() => void>();
let layoutWatch: ResizeObserver | undefined;

function snapAll(): void {
  for (const snap of snaps) snap();
}

function watchLayout(snap: () => void): () => void {
  snaps.add(snap);
  if (!layoutWatch && typeof ResizeObserver !== 'undefined') {
    // content loading above a screen (a heading, an image, a web font) moves it without a resize
    layoutWatch = new ResizeObserver(snapAll);
    layoutWatch.observe(document.body);
    window.addEventListener('resize', snapAll);
    void document.fonts?.ready.then(snapAll);
  }
  return () => {
    snaps.delete(snap);
    if (snaps.size === 0 && layoutWatch) {
      layoutWatch.disconnect();
      layoutWatch = undefined;
      window.removeEventListener('resize', snapAll);
    }
  };
}

/**
 * Moves a screen by less than a pixel so that it starts on whole pixels wherever the
 * page places it (a grid cell, a centred card, a zoomed canvas): 1 px borders and text stay crisp,
 * and every view shows the player's exact pixels. Again after each draw and whenever the page's
 * layout may have moved it.
 */
function useSnapToPixels(element: RefObject<HTMLDivElement | null>, enabled: boolean): void {
  useLayoutEffect(() => {
    const screen = element.current;
    if (!enabled || !screen) return;
    // a layout offset (the screen is position: relative), not a transform: inside a transform the
    // browser no longer rounds the widgets' edges to pixels, and they blur
    const snap = () => {
      screen.style.left = '';
      screen.style.top = '';
      const { left, top } = screen.getBoundingClientRect();
      screen.style.left = `${Math.round(left) - left}px`;
      screen.style.top = `${Math.round(top) - top}px`;
    };
    snap();
    return watchLayout(snap);
  });
}
