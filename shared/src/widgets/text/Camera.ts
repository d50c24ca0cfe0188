import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A viewfinder with a shutter button; taking a picture stores its file name. */
export const Camera: WidgetSpec = {
  type: 'Camera',
  family: 'text',
  value: { kind: 'text', initial: () => '' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Camera. */
export const CameraDefaults: WidgetDefaults = {
  category: 'media',
  w: 240,
  h: 320,
  props: { label: 'Take a photo' },
  style: { background: '#222222', color: '#ffffff', fontSize: 14, ...corners(8) },
};
