import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { hashHref } from '../shell/paths';
import { ExportButton } from '../transfer/ExportButton';
import { ImportDialog } from '../transfer/ImportDialog';

/** On the import/export help page: import a prototype right away, then open or export it. */
export function ImportPanel() {
  const { t } = useTranslation(['help', 'transfer']);
  const [open, setOpen] = useState(false);
  const [imported, setImported] = useState<App | null>(null);
  return (
    <div className="help-action">
      <span>{t('help.importTry')}</span>
      <button type="button" className="button primary" onClick={() => setOpen(true)}>
        {t('transfer:import.open')}
      </button>
      {imported && (
        <div className="help-imported" data-testid="imported">
          <span>{t('help.imported', { name: imported.name })}</span>
          <a className="button ghost" href={hashHref(`/apps/${encodeURIComponent(imported.id)}.html`)}>
            {t('help.openImported')}
          </a>
          <ExportButton appId={imported.id} />
        </div>
      )}
      <ImportDialog open={open} onClose={() => setOpen(false)} onImported={setImported} />
    </div>
  );
}
