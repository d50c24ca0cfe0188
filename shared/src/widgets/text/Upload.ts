import { border, corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/** A drop zone that chooses a file; its value is the chosen file's name, `label` the call to act. */
export const Upload: WidgetSpec = {
  type: 'Upload',
  family: 'text',
  value: { kind: 'text', initial: () => '' },
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new Upload. */
export const UploadDefaults: WidgetDefaults = {
  category: 'forms',
  w: 240,
  h: 120,
  props: { label: 'Drop a file or tap to choose' },
  style: {
    background: '#f7f7fb',
    color: '#555555',
    fontSize: 14,
    ...border(1, '#a9a9b8', 'dashed'),
    ...corners(8),
    paddingLeft: 12,
    paddingRight: 12,
  },
};
