// A widget's editor flags, kept in its props: locked (the canvas neither moves nor resizes it, and a
// rubber band passes it by) and hidden (testers never see it; the editor shows it faintly).
import type { Widget } from './widget';

export type WidgetFlag = 'locked' | 'hidden';

export const hasFlag = (widget: Pick<Widget, 'props'> | undefined, flag: WidgetFlag): boolean =>
  widget?.props?.[flag] === true;
