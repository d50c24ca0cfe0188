import { ImagePlaceholder, Picture } from '../../parts/Picture';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { useUploadedImage } from './uploads';

/**
 * The image last chosen through an Upload while played; else the widget's own image (a sample the
 * designer set), else the empty image.
 */
export default function UploadPreview({ view, interactive }: WidgetRendererProps) {
  const uploaded = useUploadedImage();
  if (interactive && uploaded) {
    return <img className="pl-fill pl-bg" src={uploaded} alt={view.text ?? ''} draggable={false} />;
  }
  return view.imageUrl ? <Picture url={view.imageUrl} /> : <ImagePlaceholder />;
}
