import { Picture } from '../../parts/Picture';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** Invisible to testers (a click area over a screen image), unless it was given an image. */
export default function HotSpot({ view }: WidgetRendererProps) {
  return view.imageUrl ? <Picture url={view.imageUrl} /> : null;
}
