import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { alerts } from './alerts';

/** The notice the user must acknowledge: a modal in the page, never window.alert. */
export function AlertDialog() {
  const { t } = useTranslation();
  const alert = useSyncExternalStore(alerts.subscribe, alerts.current);
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => ok.current?.focus(), [alert?.id]);
  if (!alert) return null;
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="alert-title"
        aria-describedby="alert-text"
      >
        <h2 id="alert-title">{t('alert.title')}</h2>
        <p id="alert-text">{alert.text}</p>
        <div className="modal-actions">
          <button ref={ok} type="button" className="button primary" onClick={() => alerts.close()}>
            {t('alert.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
