import { z } from 'zod';
import { newId } from '../ids';
import { idField } from './fields';
import { styleSchema, tokenLinksSchema } from './widget';

const stateStyle = styleSchema.nullish();

/**
 * A reusable widget (templateType "Widget") or group (templateType "Group", with `children`: the
 * ids of its member templates, each with its place `x`, `y` in the group). Instances link it by
 * `widget.template` and keep only what they change; a variant (`variantOf`) changes its base.
 */
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
  /** the props a new instance starts with */
  props: z.record(z.string(), z.unknown()).nullish(),
  x: z.number().nullish(),
  y: z.number().nullish(),
  w: z.number().nullish(),
  h: z.number().nullish(),
  /** the template this one is a variant of: its styles lie under this one's */
  variantOf: z.string().nullish(),
  children: z.array(z.string()).optional(),
});
export type Template = z.infer<typeof templateSchema>;

export function newTemplate(partial: Partial<Template> & Pick<Template, 'type'>): Template {
  return { id: newId(), templateType: 'Widget', name: partial.type, style: {}, ...partial };
}
