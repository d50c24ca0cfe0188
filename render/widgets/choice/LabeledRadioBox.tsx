import type { WidgetRendererProps } from '../../widgetRenderer';
import { LabeledChoice } from './labeledChoice';

export const frame = 'bare';

/** A radio and its label, one target; a tap on a checked one keeps it checked. */
export default function LabeledRadioBox(props: WidgetRendererProps) {
  return <LabeledChoice kind="radio" {...props} />;
}
