// The contract between the screen renderer and the drawing of one widget type.
import { createContext, type ComponentType } from 'react';
import type { Style, WidgetValue, WidgetView } from '@protolab/shared';

/** An intermediate value while the tester types or drags, oldest first. */
export interface ValueStep {
  time: number;
  value: unknown;
}

export interface WidgetRendererProps {
  view: WidgetView;
  /** the resolved style, with the hover / focus / active / error state of the moment on top */
  style: Style;
  /** design px → CSS px: multiply every size by it */
  scale: number;
  /** the value now: what the tester entered, or what the widget starts with; undefined for types without one */
  value: WidgetValue | undefined;
  /** false in display-only views (canvas, thumbnails, heat maps, replay): draw `value`, take no focus or input */
  interactive: boolean;
  /** reports a new value (only when interactive) */
  onValue(value: unknown, children?: ValueStep[]): void;
}

export interface WidgetRendererModule {
  default: ComponentType<WidgetRendererProps>;
  /**
   * `styled` (the default): the widget's box gets its background, border, corners, shadow,
   * padding and text style, and the renderer draws what goes inside. `bare`: the box gets only
   * position, size, opacity and font; the renderer reads the style keys itself (a switch's
   * `background` is its track, a chart's `background0…` its series).
   */
  frame?: 'styled' | 'bare';
}

/** Whether the widget drawn holds a value that failed its validation: its control says so (aria-invalid). */
export const InvalidContext = createContext(false);
