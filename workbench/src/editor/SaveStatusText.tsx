import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '@protolab/shared';

/** Where the designer's changes are: saved, saving, waiting (how many), offline. */
export function SaveStatusText({ status }: { status: SaveStatus | undefined }) {
  const { t } = useTranslation('editor');
  if (!status) return null;
  const text =
    status.state === 'saved'
      ? t('saved')
      : status.state === 'offline'
        ? t('offline', { count: status.waiting })
        : status.state === 'saving'
          ? status.waiting > 2
            ? t('waiting', { count: status.waiting })
            : t('saving')
          : t('refused', { message: status.message });
  return (
    <output
      className={`save-status save-${status.state}`}
      aria-live="polite"
      data-testid="save-status"
      data-state={status.state}
    >
      {text}
    </output>
  );
}
