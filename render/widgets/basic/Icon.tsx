import { IconGlyph } from '../../parts/IconGlyph';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** The icon fills the smaller side of its box. */
export default function Icon({ view, scale }: WidgetRendererProps) {
  return <IconGlyph icon={view.icon} size={Math.min(view.box.w, view.box.h) * scale} />;
}
