import { RangeSelect } from '../../parts/rangeSelect';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** The chosen option (the label as a hint while none is) and a caret; played, the options open in a list below. */
export default function DropDown(props: WidgetRendererProps) {
  return <RangeSelect {...props} variant="list" />;
}
