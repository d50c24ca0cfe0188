// The editor's keyboard shortcuts, one list (opened with "?" or from the bar), read from the action
// table: the keys are written in the page's language ("Strg+Z", "Entf"), with ⌘ on a Mac.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';
import { sheetRows } from './actions';
import { onMac } from './keys';

export function ShortcutSheet({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('editor');
  const rows = useMemo(() => sheetRows(t, onMac()), [t]);
  return (
    <Modal title={t('shortcuts')} onClose={onClose}>
      <dl className="shortcut-sheet">
        {rows.map(({ keys, text }) => (
          <div key={text}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button type="button" className="button primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
