import { memo, useMemo } from 'react';
import { isLogicWidget, screenView, type App, type WidgetValue } from '@protolab/shared';
import { background, styleCss } from './styleCss';
import { Picture, WidgetElement, type WidgetProps } from './WidgetElement';

export interface ScreenLayerProps {
  app: App;
  screenId: string;
  scale: number;
  values: Readonly<Record<string, WidgetValue>>;
  invalid: readonly string[];
  image: WidgetProps['image'];
  onValue: WidgetProps['onValue'];
  /** a screen embedded by a ScreenSegment: not a target of its own, and embeds no further segments */
  nested?: boolean;
}

/** A screen drawn from its resolved view model (inheritance, templates, tokens applied) at a scale. */
export const ScreenLayer = memo(function ScreenLayer(props: ScreenLayerProps) {
  const { app, screenId, scale } = props;
  const view = useMemo(() => screenView(app, screenId), [app, screenId]);
  if (!view) return null;
  const css = styleCss(view.style, scale, view.h, false);
  return (
    <div
      className="pl-screen"
      data-screen={props.nested ? undefined : view.id}
      style={{
        width: view.w * scale,
        height: view.h * scale,
        background: background(view.style.background) ?? '#fff',
        color: css.color,
        fontFamily: css.fontFamily,
      }}
    >
      {view.imageUrl && <Picture src={props.image(view.imageUrl)} />}
      {view.widgets
        .filter((w) => !isLogicWidget(w.type))
        .map((widget) => (
          <WidgetElement
            key={widget.id}
            view={widget}
            scale={scale}
            value={props.values[widget.id]}
            invalid={props.invalid.includes(widget.id)}
            image={props.image}
            onValue={props.onValue}
            segment={(id) => !props.nested && id !== screenId && <ScreenLayer {...props} screenId={id} nested />}
          />
        ))}
    </div>
  );
});
