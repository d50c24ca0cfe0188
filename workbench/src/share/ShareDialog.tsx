import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { Modal } from '../ui/Modal';
import { A11ySummary } from './A11ySummary';
import { CodeExport } from './CodeExport';
import { ShareContent } from './ShareContent';

export function ShareDialog({ app, onClose }: { app: App; onClose(): void }) {
  const { t } = useTranslation(['apps', 'common']);
  return (
    <Modal title={t('share.title', { name: app.name })} onClose={onClose}>
      <div className="share-dialog">
        <A11ySummary app={app} />
        <ShareContent app={app} />
        <CodeExport app={app} />
        <div className="modal-actions">
          <button type="button" className="button ghost" onClick={onClose}>
            {t('common:action.close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
