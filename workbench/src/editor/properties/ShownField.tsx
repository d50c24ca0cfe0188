// A text or number field of a value the selection shares: empty, with "mixed" greyed, when the
// widgets differ; in a hover / focus / active / error state without a value of its own, the
// normal style's value greyed as a placeholder.
import { useTranslation } from 'react-i18next';
import { Field } from './Field';
import type { Shown } from './selectionValues';

export function ShownField({
  label,
  shown,
  type = 'text',
  scale = 1,
  min,
  max,
  onChange,
  onBlur,
  onClear,
}: {
  label: string;
  shown: Shown;
  type?: 'text' | 'number';
  /** a number is shown multiplied by it (an opacity of 0–1 in %) */
  scale?: number;
  min?: number;
  max?: number;
  /** undefined: the field was emptied */
  onChange(value: string | number | undefined): void;
  onBlur(): void;
  onClear?: () => void;
}) {
  const { t } = useTranslation('editor');
  const show = (value: unknown): string => {
    if (type === 'number') return typeof value === 'number' ? String(Math.round(value * scale * 100) / 100) : '';
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return (
    <Field
      label={label}
      type={type}
      min={min}
      max={max}
      value={shown.mixed ? '' : show(shown.value)}
      placeholder={shown.mixed ? t('mixed') : show(shown.inherited) || undefined}
      onBlur={onBlur}
      onClear={onClear}
      onChange={(text) => {
        if (text.trim() === '') return onChange(undefined);
        if (type === 'text') return onChange(text);
        const n = Number(text);
        if (Number.isFinite(n)) onChange(n / scale);
      }}
    />
  );
}
