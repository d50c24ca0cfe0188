import { corners } from '../paletteStyle';
import type { WidgetSpec } from '../widgetSpec';

export const Button: WidgetSpec = {
  type: 'Button',
  family: 'basic',
  defaults: {
    w: 120,
    h: 40,
    props: { label: 'Button' },
    style: { background: '#3b31c4', color: '#ffffff', fontSize: 14, ...corners(3) },
  },
  records: ['WidgetClick'],
  centered: true,
};
