// Turning a choice into the kind SPEC §5 suggests for its number of options: a dropdown of few
// options into a radio group, a radio group of many into a dropdown.
import { choiceSuggestion } from '../../appDocument/styleRules';
import type { App } from '../../model/app';
import { widgetDefaults } from '../../widgets/palette';
import { optionLabels } from '../../widgets/choice/choiceProps';
import { copyJson, withoutUndefined } from '../edit';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';

/** A radio group's height per option (design px), as its palette default lays out three. */
const RADIO_ROW = 30;
/** What a choice keeps of its text style when it changes type. */
const TEXT_KEYS = ['fontFamily', 'fontSize', 'fontWeight', 'color'] as const;

/**
 * Changes a choice widget to the type `choiceSuggestion` gives it, keeping its options, its choice,
 * its name, its place and width, its text style and its links; it takes the new type's palette
 * look, and a height that shows every option of a radio group. Refused when that is not the suggestion.
 */
export function changeChoiceType(doc: App, widgetId: string, type: 'RadioGroup' | 'DropDown'): CommandDraft {
  const widget = doc.widgets[widgetId];
  if (!widget || choiceSuggestion(widget) !== type) {
    return {
      type: 'changeChoiceType',
      edits: [],
      refused: { field: 'type', message: `not a choice to turn into a ${type}` },
    };
  }
  const defaults = widgetDefaults(type);
  const props = widget.props ?? {};
  const text = Object.fromEntries(TEXT_KEYS.map((key) => [key, widget.style?.[key]]));
  const build = new EditBuilder(doc).update('widgets', widgetId, {
    type,
    props: withoutUndefined({
      ...copyJson(defaults?.props ?? {}),
      options: props.options,
      selected: props.selected ?? '',
      label: type === 'DropDown' ? (props.label ?? defaults?.props?.label) : undefined,
    }),
    style: withoutUndefined({ ...copyJson(defaults?.style ?? {}), ...text }),
    h: type === 'RadioGroup' ? optionLabels(props).length * RADIO_ROW + 2 : (defaults?.h ?? widget.h),
  });
  return { type: 'changeChoiceType', edits: build.build(), select: [widgetId] };
}
