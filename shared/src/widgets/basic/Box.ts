import { corners } from '../paletteStyle';
import type { WidgetSpec } from '../widgetSpec';

export const Box: WidgetSpec = {
  type: 'Box',
  family: 'basic',
  defaults: { w: 100, h: 100, props: {}, style: { background: '#e7e7ee', ...corners(3) } },
  records: ['WidgetClick'],
  centered: true,
};
