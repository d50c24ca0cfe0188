import { IconGlyph } from '../../parts/IconGlyph';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** The icon is as tall as its box (the existing product sizes its icon font by the height), centred. */
export default function Icon({ view, scale }: WidgetRendererProps) {
  return <IconGlyph icon={view.icon} size={view.box.h * scale} />;
}
