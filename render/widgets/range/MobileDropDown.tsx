import { RangeSelect } from '../../parts/rangeSelect';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** Looks like a drop-down; played, the options open as a sheet from the bottom of the screen, with radio marks. */
export default function MobileDropDown(props: WidgetRendererProps) {
  return <RangeSelect {...props} variant="sheet" />;
}
