import type { WidgetRendererProps } from '../../widgetRenderer';

/** Only the frame: the styled box draws the border, and the inside stays see-through. */
export default function Border(_: WidgetRendererProps) {
  return null;
}
