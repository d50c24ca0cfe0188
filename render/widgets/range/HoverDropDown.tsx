import { RangeSelect } from '../../parts/rangeSelect';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** A menu button: played, its list opens while the pointer is over it, or on a tap or key. */
export default function HoverDropDown(props: WidgetRendererProps) {
  return <RangeSelect {...props} variant="hover" />;
}
