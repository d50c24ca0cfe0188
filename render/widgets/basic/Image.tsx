import { ImagePlaceholder, Picture } from '../../parts/Picture';
import type { WidgetRendererProps } from '../../widgetRenderer';

export default function Image({ view }: WidgetRendererProps) {
  return view.imageUrl ? <Picture url={view.imageUrl} /> : <ImagePlaceholder />;
}
