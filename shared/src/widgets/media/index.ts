// The media widget family: one file per type.
import type { WidgetSpec } from '../widgetSpec';

export const mediaWidgets: readonly WidgetSpec[] = [];
