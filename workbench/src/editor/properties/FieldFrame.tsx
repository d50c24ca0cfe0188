// A field's label above its input, and the "clear" button of a hover / focus / active / error
// value of its own (the field then shows the normal style's value again).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FieldFrame({
  label,
  id,
  onClear,
  className,
  children,
}: {
  label: string;
  /** the input's id, which the label names */
  id: string;
  onClear?: () => void;
  /** a layout of its own (a check box before its label) */
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('editor');
  return (
    <div className={`field editor-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {onClear && (
        <button
          type="button"
          className="editor-clear"
          aria-label={t('clearField', { name: label })}
          title={t('clearField', { name: label })}
          onClick={onClear}
        >
          ×
        </button>
      )}
    </div>
  );
}
