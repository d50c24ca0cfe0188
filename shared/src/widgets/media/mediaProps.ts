// Readers of the media family's props, for its specs and its drawings.
import { textOf, type WidgetProps } from '../values';
import type { WidgetSpec } from '../widgetSpec';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `props.images`: urls stored as strings, or as `{url, w, h}`. */
export function imageUrls(props: WidgetProps): string[] {
  const images = props.images;
  if (!Array.isArray(images)) return [];
  return images
    .map((image) => (typeof image === 'string' ? image : isRecord(image) ? textOf(image.url) : ''))
    .filter((url) => url !== '');
}

/**
 * The labels of a navigation's items (`props.navigation`: `{label, icon, to, selected}`), or of
 * `props.options` when it has no items.
 */
function navigationLabels(props: WidgetProps): string[] {
  if (Array.isArray(props.navigation)) return props.navigation.filter(isRecord).map((item) => textOf(item.label));
  return Array.isArray(props.options) ? props.options.map(textOf) : [];
}

/** The label of the item marked `selected` (or `props.selected`); null when none is. */
function selectedNavigationLabel(props: WidgetProps): string | null {
  if (Array.isArray(props.navigation)) {
    const item = props.navigation.filter(isRecord).find((i) => i.selected === true);
    return item ? textOf(item.label) : null;
  }
  return typeof props.selected === 'string' && props.selected !== '' ? props.selected : null;
}

/** How a navigation (NavBar, NavMenu, VerticalNavigation) holds its value: the chosen item's label. */
export const navigationValue: WidgetSpec['value'] = {
  kind: 'select',
  initial: selectedNavigationLabel,
  options: navigationLabels,
};
