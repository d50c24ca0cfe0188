import { RangeStepper } from '../../parts/rangeStepper';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** A count between a round − and a round + button (`backgroundButton`, `colorButton`, `radiusButton`, `sizeButton`). */
export default function CountingStepper(props: WidgetRendererProps) {
  return <RangeStepper {...props} look="round" />;
}
