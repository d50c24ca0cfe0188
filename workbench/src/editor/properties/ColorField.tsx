// A colour: a swatch to pick it and its code to type (`#rrggbb`, `rgba(…)`). A code is stored once
// it reads as a colour; an emptied code takes the colour away.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFrame } from './FieldFrame';
import type { Shown } from './selectionValues';
import { isColor, swatchColor } from './valueShapes';

export function ColorField({
  label,
  shown,
  onChange,
  onBlur,
  onClear,
}: {
  label: string;
  shown: Shown;
  onChange(value: string | undefined): void;
  onBlur(): void;
  onClear?: () => void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [draft, setDraft] = useState<string>();
  const own = typeof shown.value === 'string' ? shown.value : '';
  const inherited = typeof shown.inherited === 'string' ? shown.inherited : undefined;
  const swatch = swatchColor(shown.mixed ? undefined : (shown.value ?? inherited));
  const leave = () => {
    setDraft(undefined);
    onBlur();
  };
  return (
    <FieldFrame label={label} id={id} onClear={onClear}>
      <div className="editor-color">
        <input
          id={id}
          type="color"
          className={own ? undefined : 'is-inherited'}
          value={swatch ?? '#000000'}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <input
          type="text"
          aria-label={t('colorCode', { name: label })}
          spellCheck={false}
          value={draft ?? (shown.mixed ? '' : own)}
          placeholder={shown.mixed ? t('mixed') : inherited}
          onChange={(e) => {
            const text = e.target.value.trim();
            setDraft(e.target.value);
            if (text === '') onChange(undefined);
            else if (isColor(text)) onChange(text);
          }}
          onBlur={leave}
        />
      </div>
    </FieldFrame>
  );
}
