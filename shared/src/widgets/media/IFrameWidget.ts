import { border } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A web page (`props.url`, http or https) inside the prototype, sandboxed; drawn as a framed page with its address in the editor. */
export const IFrameWidget: WidgetSpec = {
  type: 'IFrameWidget',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new IFrameWidget. */
export const IFrameWidgetDefaults: WidgetDefaults = {
  category: 'media',
  w: 400,
  h: 300,
  props: { url: 'https://example.org' },
  style: { background: '#ffffff', color: '#333333', fontSize: 12, ...border(1, '#d0d0da') },
};
