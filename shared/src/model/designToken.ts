import { z } from 'zod';
import { newId } from '../ids';
import { idField } from './fields';

/**
 * A named style value. A simple token holds one css value (a colour, or a shadow object);
 * an `isComplex` token holds several css props at once, e.g. all four border widths and colours.
 */
export const designTokenSchema = z.looseObject({
  id: idField(),
  name: z.string().optional(),
  type: z.string().optional(),
  isComplex: z.boolean().optional(),
  value: z.unknown(),
});
export type DesignToken = z.infer<typeof designTokenSchema>;

export function newDesignToken(partial: Partial<DesignToken> & Pick<DesignToken, 'type' | 'value'>): DesignToken {
  return { id: newId(), name: partial.type, isComplex: false, ...partial };
}
