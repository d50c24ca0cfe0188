import { z } from 'zod';
import { newId } from '../ids';
import { idField } from './fields';
import { styleSchema, tokenLinksSchema } from './widget';

const stateStyle = styleSchema.nullish();

/** A reusable widget (templateType "Widget") or group (templateType "Group", with `children`). */
export const templateSchema = z.looseObject({
  id: idField(),
  type: z.string().optional(),
  templateType: z.string().optional(),
  name: z.string().optional(),
  style: stateStyle,
  hover: stateStyle,
  focus: stateStyle,
  error: stateStyle,
  active: stateStyle,
  designtokens: tokenLinksSchema.optional(),
  children: z.array(z.string()).optional(),
});
export type Template = z.infer<typeof templateSchema>;

export function newTemplate(partial: Partial<Template> & Pick<Template, 'type'>): Template {
  return { id: newId(), templateType: 'Widget', name: partial.type, style: {}, ...partial };
}
