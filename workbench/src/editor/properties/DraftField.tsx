// Text that stands for a list: options one a line, table rows with comma-separated cells. Each
// keystroke stores the parsed list; the text stays as typed until the field is left.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from './FieldFrame';
import type { Shown } from './selectionValues';

export function DraftField({
  label,
  shown,
  multiline,
  format,
  parse,
  onChange,
  onBlur,
}: {
  label: string;
  shown: Shown;
  multiline: boolean;
  format(value: unknown): string;
  parse(text: string): unknown;
  onChange(value: unknown): void;
  onBlur(): void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const text = draft ?? (shown.mixed ? '' : format(shown.value));
  const field = {
    id,
    value: text,
    placeholder: shown.mixed ? t('mixed') : undefined,
    spellCheck: false,
    onChange(e: { target: { value: string } }) {
      setDraft(e.target.value);
      onChange(parse(e.target.value));
    },
    onBlur() {
      setDraft(undefined);
      onBlur();
    },
  };
  return (
    <FieldFrame label={label} id={id}>
      {multiline ? (
        <textarea rows={Math.min(8, Math.max(3, text.split('\n').length))} {...field} />
      ) : (
        <input type="text" {...field} />
      )}
    </FieldFrame>
  );
}
