import { memo, useCallback, useMemo, useRef, type CSSProperties } from 'react';
import {
  boundText,
  coerceValue,
  groupChains,
  hasFlag,
  hiddenErrorMessages,
  initialValue,
  isLogicWidget,
  isPressable,
  readingOrder,
  repeatedWidgets,
  repeaterChildren,
  screenView,
  type App,
  type RepeatedWidget,
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
  /** its place in painting order, 1 for the bottom one: its z-index */
  layer: number;
  /** hidden by the designer, or an error message not shown now */
  faint: boolean;
  /** the value a repeater's data row gives it */
  cellValue?: unknown;
}

function valueOf(drawn: Drawn, values: PrototypeScreenProps['values']) {
  const widget = drawn.view;
  const given = values && widget.id in values ? coerceValue(widget.type, values[widget.id]) : undefined;
  if (given !== undefined) return given;
  const fromCell = drawn.cellValue === undefined ? undefined : coerceValue(widget.type, drawn.cellValue);
  return fromCell !== undefined ? fromCell : initialValue(widget);
}

/** The drawings of the widgets in repeaters (each child once per cell), by child id. */
function repeated(app: App, widgets: readonly WidgetView[], variables: PrototypeScreenProps['variables']) {
  const byChild = new Map<string, RepeatedWidget[]>();
  for (const repeater of widgets) {
    if (repeater.type !== 'Repeater') continue;
    const children = repeaterChildren(app, repeater, widgets).filter((c) => !byChild.has(c.id));
    for (const [id, drawings] of repeatedWidgets(repeater, children, variables)) byChild.set(id, drawings);
  }
  return byChild;
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
  // in the page in reading order (Tab and screen readers follow it), painted in z-order by z-index
  const drawn = useMemo(() => {
    if (!view) return [];
    const messages = hiddenErrorMessages(view.widgets, invalid);
    const cells = repeated(app, view.widgets, variables);
    const painted = view.widgets.flatMap((widget): Omit<Drawn, 'layer'>[] => {
      const faint = hasFlag(widget, 'hidden') || messages.has(widget.id);
      if (isLogicWidget(widget.type) || (faint && !showHidden)) return [];
      const drawings = cells.get(widget.id) ?? [{ view: widget }];
      return drawings.map(({ view: drawing, value }) => {
        const text = value === undefined ? boundText(drawing, variables) : undefined;
        return { view: text === undefined ? drawing : { ...drawing, text }, faint, cellValue: value };
      });
    });
    const chainOf = groupChains(app);
    const layered = painted.map((one, i): Drawn => ({ ...one, layer: i + 1 }));
    return readingOrder(
      layered.map((one) => ({ id: one.view.id, box: one.view.box, one })),
      ({ one }) => chainOf(one.view.inherited ?? one.view.id),
    ).map(({ one }) => one);
  }, [app, view, invalid, variables, showHidden]);
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
      style={
        {
          width: view.w * scale,
          height: view.h * scale,
          background: background(view.style.background) ?? '#fff',
          color: font.color,
          fontFamily: font.fontFamily,
          // above every widget: what is raised over the others (an open list, a dragged box)
          '--pl-top': drawn.length + 1,
        } as CSSProperties
      }
    >
      {view.imageUrl && <Picture url={view.imageUrl} />}
      <SegmentContext.Provider value={segment}>
        {drawn.map((one) => (
          <WidgetBox
            key={one.view.id}
            view={one.view}
            scale={scale}
            layer={one.layer}
            faint={one.faint}
            value={valueOf(one, values)}
            invalid={invalid.includes(one.view.id)}
            interactive={interactive}
            pressable={interactive && !props.nested && isPressable(app, screenId, one.view)}
            onValue={onValue}
          />
        ))}
      </SegmentContext.Provider>
    </div>
  );
});
