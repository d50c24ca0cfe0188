// Export screen as YAML: the screen in our YAML format (docs/yaml-screens.md), to copy or download.
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { screenToYaml, type App } from '@protolab/shared';
import { downloadFile } from '../ui/fileDownload';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';

export function YamlExportDialog({ doc, screen, onClose }: { doc: App; screen: string; onClose(): void }) {
  const { t } = useTranslation(['pageImport', 'common']);
  const id = useId();
  const yaml = useMemo(() => screenToYaml(doc, screen), [doc, screen]);
  const name = doc.screens[screen]?.name || 'Screen';
  return (
    <Modal title={t('export.title', { name })} onClose={onClose}>
      <div className="field page-import-form">
        <label htmlFor={id}>{t('export.text')}</label>
        <textarea id={id} rows={16} readOnly spellCheck={false} value={yaml} />
      </div>
      <ModalActions onCancel={onClose}>
        <button
          type="button"
          className="button primary"
          onClick={() => downloadFile(yaml, `${name.replace(/[^\w-]+/g, '_')}.yaml`, 'application/yaml')}
        >
          {t('export.download')}
        </button>
      </ModalActions>
    </Modal>
  );
}
