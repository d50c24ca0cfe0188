import { z } from 'zod';
import { newId } from '../ids';
import { idField } from './fields';
import { styleSchema } from './widget';

export const screenSchema = z.looseObject({
  id: idField(),
  name: z.string().optional(),
  x: z.number(),
  y: z.number(),
  w: z.number(),
  h: z.number(),
  /** ids of the widgets placed on this screen */
  children: z.array(z.string()),
  /** ids of master screens whose widgets this screen shows as inherited copies */
  parents: z.array(z.string()).optional(),
  /** `props.start === true` marks the start screen */
  props: z.looseObject({ start: z.boolean().optional() }).nullish(),
  style: styleSchema.nullish(),
  /** a segment screen is embedded into others by a ScreenSegment widget */
  segment: z.boolean().optional(),
});
export type Screen = z.infer<typeof screenSchema>;

export function newScreen(partial: Partial<Screen> = {}): Screen {
  return {
    id: newId(),
    name: 'Screen',
    x: 0,
    y: 0,
    w: 375,
    h: 667,
    children: [],
    props: { start: false },
    style: { background: '#ffffff' },
    ...partial,
  };
}
