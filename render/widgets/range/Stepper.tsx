import { RangeStepper } from '../../parts/rangeStepper';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** − value + in one bordered box, the buttons divided off by the box's left border. */
export default function Stepper(props: WidgetRendererProps) {
  return <RangeStepper {...props} look="segmented" />;
}
