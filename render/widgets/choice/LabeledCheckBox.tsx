import type { WidgetRendererProps } from '../../widgetRenderer';
import { LabeledChoice } from './labeledChoice';

export const frame = 'bare';

/** A check box and its label, one target: a tap on the label ticks it too. */
export default function LabeledCheckBox(props: WidgetRendererProps) {
  return <LabeledChoice kind="check" {...props} />;
}
