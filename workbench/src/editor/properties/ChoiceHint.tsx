// SPEC §5's choice rule, offered where it applies: a dropdown of under 5 options could be a radio
// group (every option in sight), a radio group of over 5 a dropdown (less room). One click changes it.
import { useTranslation } from 'react-i18next';
import {
  changeChoiceType,
  choiceSuggestion,
  optionLabels,
  type App,
  type CommandDraft,
  type Widget,
} from '@protolab/shared';

export function ChoiceHint({ doc, widget, run }: { doc: App; widget: Widget; run(draft: CommandDraft): void }) {
  const { t } = useTranslation('editor');
  const suggestion = choiceSuggestion(widget);
  if (!suggestion) return null;
  const count = optionLabels(widget.props ?? {}).length;
  const radio = suggestion === 'RadioGroup';
  return (
    <p className="editor-hint" role="note">
      {t(radio ? 'choice.toRadioHint' : 'choice.toDropdownHint', { count })}{' '}
      <button
        type="button"
        className="button ghost small"
        onClick={() => run(changeChoiceType(doc, widget.id, suggestion))}
      >
        {t(radio ? 'choice.toRadio' : 'choice.toDropdown')}
      </button>
    </p>
  );
}
