import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanner } from '../shell/useBanner';

/** A read-only value with a copy button (a text area for long values). */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const { t } = useTranslation('apps');
  const banner = useBanner();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      banner.success(t('share.copied'));
    } catch {
      banner.error(t('share.copyFailed'));
    }
  };
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-row">
        {multiline ? (
          <textarea id={id} readOnly rows={4} value={value} onFocus={(e) => e.target.select()} />
        ) : (
          <input id={id} readOnly value={value} onFocus={(e) => e.target.select()} />
        )}
        <button
          type="button"
          className="button secondary"
          onClick={() => void copy()}
          aria-label={t('share.copyLabel', { label })}
        >
          {t('share.copy')}
        </button>
      </div>
    </div>
  );
}
