// A choice among a few values (font, weight, alignment, border style). The empty choice takes the
// value away; it reads "mixed" when the widgets differ, or names the inherited value greyed.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from './FieldFrame';
import type { Shown } from './selectionValues';

interface Choice {
  value: string;
  label: string;
}

export function SelectField({
  label,
  shown,
  choices,
  none,
  onChange,
  onBlur,
  onClear,
}: {
  label: string;
  shown: Shown;
  choices: readonly Choice[];
  /** the empty choice's text when nothing is inherited */
  none: string;
  onChange(value: string | undefined): void;
  onBlur(): void;
  onClear?: () => void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const text = (value: unknown) =>
    value === undefined || value === null
      ? undefined
      : (choices.find((c) => c.value === String(value))?.label ?? String(value));
  const value = shown.mixed || shown.value === undefined || shown.value === null ? '' : String(shown.value);
  // a stored value the list does not offer is shown as it is
  const all = value && !choices.some((c) => c.value === value) ? [...choices, { value, label: value }] : choices;
  return (
    <FieldFrame label={label} id={id} onClear={onClear}>
      <select
        id={id}
        className={value ? undefined : 'is-inherited'}
        value={value}
        onChange={(e) => onChange(e.target.value || undefined)}
        onBlur={onBlur}
      >
        <option value="">{shown.mixed ? t('mixed') : (text(shown.inherited) ?? none)}</option>
        {all.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
