import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The buttons at the end of a dialog: Cancel (where it can be cancelled), then the one that confirms. */
export function ModalActions({ onCancel, children }: { onCancel?: () => void; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className="modal-actions">
      {onCancel && (
        <button type="button" className="button ghost" onClick={onCancel}>
          {t('action.cancel')}
        </button>
      )}
      {children}
    </div>
  );
}
