// What the heat map and the replay share: a screen drawn by the one screen renderer (display-only),
// and over it a Konva stage of its size that draws in design px.
import type { ComponentProps, HTMLAttributes, ReactNode } from 'react';
import { Stage } from 'react-konva';
import type { App, ScreenView } from '@protolab/shared';
import { PrototypeScreen, useWidgetRenderers } from '@protolab/render';

export function ScreenStage({
  app,
  view,
  width,
  label,
  values,
  variables,
  stage,
  children,
  ...div
}: HTMLAttributes<HTMLDivElement> & {
  app: App;
  view: ScreenView;
  /** drawn width in px */
  width: number;
  label: string;
  /** the widgets' values, as the screen renderer takes them */
  values?: ComponentProps<typeof PrototypeScreen>['values'];
  /** the prototype's variables: a bound Label shows its variable's value */
  variables?: ComponentProps<typeof PrototypeScreen>['variables'];
  /** the stage's own props (its events, `listening`) */
  stage?: Omit<ComponentProps<typeof Stage>, 'width' | 'height'>;
  children: ReactNode;
}) {
  const scale = width / view.w;
  const ready = useWidgetRenderers(app, [view.id]);
  return (
    <div className="heat-screen screen-under-overlay" role="img" aria-label={label} {...div}>
      {ready && <PrototypeScreen app={app} screenId={view.id} scale={scale} values={values} variables={variables} />}
      <Stage className="screen-overlay" width={width} height={view.h * scale} scaleX={scale} scaleY={scale} {...stage}>
        {children}
      </Stage>
    </div>
  );
}
