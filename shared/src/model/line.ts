import { z } from 'zod';
import { newId } from '../ids';
import { idField } from './fields';

/** A link from a widget, group or screen (`from`) to a screen (`to`), fired by `event`. */
export const lineSchema = z.looseObject({
  id: idField(),
  from: z.string().min(1),
  to: z.string().min(1),
  event: z.string().optional(),
  /** bend points; stored legacy docs hold boxes {x,y,w,h}, so entries are kept as they are */
  points: z.array(z.unknown()).optional(),
});
export type Line = z.infer<typeof lineSchema>;

export function newLine(partial: Partial<Line> & Pick<Line, 'from' | 'to'>): Line {
  return { id: newId(), event: 'click', points: [], ...partial };
}
