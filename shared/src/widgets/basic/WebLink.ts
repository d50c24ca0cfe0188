import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** Underlined link text that opens `props.url` outside the prototype. */
export const WebLink: WidgetSpec = {
  type: 'WebLink',
  family: 'basic',
  records: ['WidgetClick'],
};

/** The palette's new WebLink. */
export const WebLinkDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 140,
  h: 24,
  props: { label: 'Open the website', url: 'https://example.org' },
  style: { color: '#1a5fd0', fontSize: 14, textDecoration: 'underline' },
};
