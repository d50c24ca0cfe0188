import { z } from 'zod';
import { DEFAULT_BORDER_RADIUS } from '../constants';
import { newId } from '../ids';
import { idField } from './fields';
import { defaultFontSize } from './widgetStyleStates';

/** Camel-case css props (numbers are px); any prop is kept. */
export const styleSchema = z.record(z.string(), z.unknown());
export type Style = z.infer<typeof styleSchema>;

/** `designtokens.<state>.<cssProp> = <tokenId>` */
export const tokenLinksSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type TokenLinks = z.infer<typeof tokenLinksSchema>;

// stored legacy documents hold `style: null` now and then
const stateStyle = styleSchema.nullish();

export const widgetSchema = z.looseObject({
  id: idField(),
  type: z.string().min(1),
  name: z.string().optional(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  z: z.number().optional(),
  props: z.record(z.string(), z.unknown()).nullish(),
  style: stateStyle,
  hover: stateStyle,
  focus: stateStyle,
  error: stateStyle,
  active: stateStyle,
  /** id of a template in `app.templates` whose styles lie under this widget's own */
  template: z.string().optional(),
  designtokens: tokenLinksSchema.optional(),
  /** set on a child-screen widget that overrides the master widget with this id */
  parentWidget: z.string().optional(),
  /** set on derived inherited copies only: the id of the master widget */
  inherited: z.string().optional(),
});
export type Widget = z.infer<typeof widgetSchema>;

export function newWidget(partial: Partial<Widget> & Pick<Widget, 'type'>): Widget {
  const r = DEFAULT_BORDER_RADIUS;
  return {
    id: newId(),
    name: partial.type,
    x: 0,
    y: 0,
    w: 100,
    h: 40,
    z: 0,
    props: {},
    ...partial,
    style: {
      fontSize: defaultFontSize(partial.type),
      borderTopLeftRadius: r,
      borderTopRightRadius: r,
      borderBottomLeftRadius: r,
      borderBottomRightRadius: r,
      ...partial.style,
    },
  };
}
