import { Navigation } from '../../parts/mediaNavigation';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/** A tab bar: navigation items side by side, icons over labels, the chosen one highlighted. */
export default function NavBar(props: WidgetRendererProps) {
  return <Navigation {...props} vertical={false} />;
}
