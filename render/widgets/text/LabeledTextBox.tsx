import { LabeledField } from '../../parts/textLabeledField';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

export default function LabeledTextBox(props: WidgetRendererProps) {
  return <LabeledField {...props} />;
}
