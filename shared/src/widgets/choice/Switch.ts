import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A pill track with a knob: `background` is the track when off, `colorForeGround` when on (the
 * quant-ux spelling), `colorButton` the knob, `paddingButton` the gap around it. The knob is
 * round with `props.roundButton`, else half the track wide.
 */
export const Switch: WidgetSpec = {
  type: 'Switch',
  family: 'choice',
  value: { kind: 'checked' },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Switch. */
export const SwitchDefaults: WidgetDefaults = {
  category: 'forms',
  w: 52,
  h: 30,
  props: { checked: false, roundButton: true },
  style: {
    background: '#d5d5dc',
    colorForeGround: '#3b31c4',
    colorButton: '#ffffff',
    paddingButton: 3,
    ...corners(15),
    boxShadowButton: { h: 0, v: 1, b: 3, s: 0, c: 'rgba(0,0,0,0.3)' },
  },
};
