import { Navigation } from '../../parts/mediaNavigation';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/** A side menu: navigation items one under the other, an icon before each label, the chosen one highlighted. */
export default function VerticalNavigation(props: WidgetRendererProps) {
  return <Navigation {...props} vertical />;
}
