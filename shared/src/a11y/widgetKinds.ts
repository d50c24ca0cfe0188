// Which widget types play which part for the accessibility rules. Types not named here are
// judged only by what they show (their text) and whether a line starts at them.
import { widgetSpec } from '../widgets/registry';

/** Act on a click whatever their links, besides the buttons (their specs say so): web links, hot spots. */
const ACTING = new Set(['WebLink', 'HotSpot', 'IconToggle']);

/** Inputs whose own text is a hint or a value, never their name: they need a label or a name. */
export const NAMELESS_INPUTS = new Set([
  'TextBox',
  'TextArea',
  'Password',
  'SearchBox',
  'TypeAheadTextBox',
  'ChatTextBox',
  'Date',
  'DateDropDown',
  'DropDown',
  'MobileDropDown',
  'CheckBox',
  'RadioBox',
  'RadioBox2',
  'Switch',
  'HSlider',
  'Stepper',
  'CountingStepper',
  'Spinner',
  'VolumeSlider',
  'Rating',
]);

/** Text inputs drawn as a field with a border, whose edge must stand out (1.4.11). */
export const BORDERED_FIELDS = new Set([
  'TextBox',
  'TextArea',
  'Password',
  'SearchBox',
  'TypeAheadTextBox',
  'ChatTextBox',
  'DateDropDown',
  'DropDown',
  'MobileDropDown',
  'LabeledTextBox',
  'LabeledTextArea',
]);

/** Fields whose label is a caption above the field, drawn in `labelColor` over what lies behind. */
export const CAPTIONED_FIELDS = new Set(['LabeledTextBox', 'LabeledTextArea']);

/** Show a lone icon: when they act, they are icon-only buttons. */
export const ICONS = new Set(['Icon', 'IconToggle']);

export function isActing(type: string): boolean {
  const spec = widgetSpec(type);
  return ACTING.has(type) || spec?.button === true || spec?.value !== undefined;
}
