// The style rules of SPEC §5. Style inference: a Button with a label and a box of 10–200 × 10–100
// counts as a button style; a label-less Button over 200 × 200 counts as a container. The look
// most of a prototype's buttons (or containers) share is what a new one starts with, so a new
// button matches the prototype instead of the palette. Choices: under 5 options suggest a radio
// group (all visible at once), over 5 a dropdown (saves room); exactly 5 suggests nothing.
import { DROPDOWN_ABOVE_CHOICES, RADIO_GROUP_BELOW_CHOICES } from '../constants';
import type { App } from '../model/app';
import type { Style, TokenLinks, Widget } from '../model/widget';
import { optionLabels } from '../widgets/choice/choiceProps';

export type StyleRole = 'button' | 'container';

const hasLabel = (w: Widget) => typeof w.props?.label === 'string' && w.props.label.trim() !== '';

/** What a widget counts as for style inference, if anything. */
function styleRole(widget: Widget): StyleRole | undefined {
  if (widget.type !== 'Button') return undefined;
  if (hasLabel(widget)) {
    return widget.w >= 10 && widget.w <= 200 && widget.h >= 10 && widget.h <= 100 ? 'button' : undefined;
  }
  return widget.w > 200 && widget.h > 200 ? 'container' : undefined;
}

/** The types a new widget of a role is placed as. */
const ROLE_OF_TYPE: Readonly<Record<string, StyleRole>> = {
  Button: 'button',
  Box: 'container',
  Container: 'container',
};

/** The style keys that make a widget's look (not its text, place or type's own keys). */
const LOOK_KEY = /^(background|color|opacity|boxShadow|font(Family|Size|Weight|Style)|textAlign|border.*|padding.*)$/;

/** A widget's look: its own style's look keys, its other states, its token links. */
export interface Look {
  style: Style;
  hover?: Style;
  active?: Style;
  focus?: Style;
  designtokens?: TokenLinks;
}

function lookOf(widget: Widget): Look {
  const look: Look = {
    style: Object.fromEntries(Object.entries(widget.style ?? {}).filter(([key]) => LOOK_KEY.test(key))),
  };
  for (const state of ['hover', 'active', 'focus'] as const) {
    if (widget[state] && Object.keys(widget[state]).length) look[state] = widget[state];
  }
  if (widget.designtokens) look.designtokens = widget.designtokens;
  return look;
}

/**
 * The look shared by the most widgets of the role a new widget of `type` plays (ties: the one met
 * first in the document); undefined when the type plays none, or no widget of the role is styled.
 */
export function prevailingLook(app: App, type: string): Look | undefined {
  const role = ROLE_OF_TYPE[type];
  if (!role) return undefined;
  const counts = new Map<string, { look: Look; count: number }>();
  for (const widget of Object.values(app.widgets)) {
    if (widget.template || styleRole(widget) !== role) continue;
    const look = lookOf(widget);
    if (!Object.keys(look.style).length) continue;
    const key = JSON.stringify(look);
    const entry = counts.get(key) ?? { look, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  let best: { look: Look; count: number } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  return best?.look;
}

/** The choice types SPEC §5 suggests between, and the types that can become one of them. */
const RADIO_GROUPS = new Set(['RadioGroup']);
const DROPDOWNS = new Set(['DropDown', 'MobileDropDown']);

/** The type a choice widget would be better as, by how many options it offers; undefined when it fits. */
export function choiceSuggestion(widget: Widget): 'RadioGroup' | 'DropDown' | undefined {
  const count = optionLabels(widget.props ?? {}).length;
  if (DROPDOWNS.has(widget.type) && count > 0 && count < RADIO_GROUP_BELOW_CHOICES) return 'RadioGroup';
  if (RADIO_GROUPS.has(widget.type) && count > DROPDOWN_ABOVE_CHOICES) return 'DropDown';
  return undefined;
}
