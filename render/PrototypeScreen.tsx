import { memo, useCallback, useMemo, useRef } from 'react';
import {
  boundText,
  coerceValue,
  hasFlag,
  hiddenErrorMessages,
  initialValue,
  isLogicWidget,
  screenView,
  type App,
  type WidgetView,
} from '@protolab/shared';
import { Picture } from './parts/Picture';
import { SegmentContext } from './RenderContext';
import { useSnapToPixels } from './snapToPixels';
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
  /** widgets shown in their error style; the error messages of these inputs are shown, the others
   * are not drawn (or drawn faintly with `showHidden`) */
  invalid?: readonly string[];
  /** data binding values by variable name (the simulator's): a widget without a value of its own
   * bound to a variable that has one shows it as its text */
  variables?: Readonly<Record<string, unknown>>;
  /** given: the screen is played (hover, focus, input); absent: display-only (no focus, no input) */
  onValue?: (widget: string, value: unknown, children?: ValueStep[]) => void;
  /** a screen embedded by a ScreenSegment: not a target of its own, and embeds no further segments */
  nested?: boolean;
  /** the editor: widgets the designer hid, and error messages, are drawn faintly (elsewhere they are not drawn) */
  showHidden?: boolean;
}

const NONE: readonly string[] = [];

interface Drawn {
  view: WidgetView;
  /** hidden by the designer, or an error message not shown now */
  faint: boolean;
}

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
  const { app, screenId, scale, values, variables, showHidden, onValue } = props;
  const view = useMemo(() => screenView(app, screenId), [app, screenId]);
  const invalid = props.invalid ?? NONE;
  const drawn = useMemo(() => {
    if (!view) return [];
    const messages = hiddenErrorMessages(view.widgets, invalid);
    return view.widgets.flatMap((widget): Drawn[] => {
      const faint = hasFlag(widget, 'hidden') || messages.has(widget.id);
      if (isLogicWidget(widget.type) || (faint && !showHidden)) return [];
      const text = boundText(widget, variables);
      return [{ view: text === undefined ? widget : { ...widget, text }, faint }];
    });
  }, [view, invalid, variables, showHidden]);
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
        {drawn.map(({ view: widget, faint }) => {
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
          return faint ? (
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
