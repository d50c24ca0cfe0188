// For component tests of widget renderers (happy-dom): one widget of a type, made from its palette
// defaults, drawn by the real screen renderer, played or display-only.
import { render, type RenderResult } from '@testing-library/react';
import { newApp, newScreen, newWidget, widgetDefaults, type Style, type WidgetValue } from '@protolab/shared';
import { PrototypeScreen } from './PrototypeScreen';
import { loadWidgetRenderers } from './renderers';
import type { ValueStep } from './widgetRenderer';

export interface WidgetUnderTest {
  props?: Record<string, unknown>;
  style?: Style;
  /** a style for the widget's active state (on, selected), besides its own */
  active?: Style;
  /** a value to show (else the one the widget starts with) */
  value?: WidgetValue;
  /** given: the widget is played and reports here; absent: display-only */
  onValue?: (value: unknown, children?: ValueStep[]) => void;
  scale?: number;
  /** the widget's size in design px, else the palette's */
  size?: { w: number; h: number };
}

/** Renders one widget of `type` at (0, 0); the result's `widget` is its box (`[data-widget]`). */
export async function renderWidget(
  type: string,
  options: WidgetUnderTest = {},
): Promise<RenderResult & { widget: HTMLElement }> {
  const defaults = widgetDefaults(type);
  if (!defaults) throw new Error(`no widget type ${type}`);
  await loadWidgetRenderers([type]);
  const widget = newWidget({
    id: 'w1',
    type,
    w: options.size?.w ?? defaults.w,
    h: options.size?.h ?? defaults.h,
    props: { ...defaults.props, ...options.props },
    style: { ...defaults.style, ...options.style },
    ...(options.active && { active: options.active }),
  });
  const app = newApp({
    screens: { s1: newScreen({ id: 's1', w: 400, h: 800, children: [widget.id] }) },
    widgets: { [widget.id]: widget },
  });
  const onValue = options.onValue;
  const result = render(
    <PrototypeScreen
      app={app}
      screenId="s1"
      scale={options.scale ?? 1}
      values={options.value === undefined ? undefined : { w1: options.value }}
      onValue={onValue && ((_, value, children) => onValue(value, children))}
    />,
  );
  return { ...result, widget: result.container.querySelector<HTMLElement>('[data-widget="w1"]')! };
}
