import { BoxText } from '../../parts/BoxText';
import type { WidgetRendererProps } from '../../widgetRenderer';

export default function Label({ view }: WidgetRendererProps) {
  return <BoxText text={view.text} />;
}
