import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportError } from '../shell/errors';
import { useBanner } from '../shell/useBanner';
import { downloadFile } from '../ui/fileDownload';
import { exportFileName, exportPrototype } from './exportPrototype';
import { restExportPort } from './restPorts';

/** Downloads the prototype as a ZIP: app.json and the images it references. */
export function ExportButton({ appId }: { appId: string }) {
  const { t } = useTranslation('transfer');
  const banner = useBanner();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const exported = await exportPrototype(appId, restExportPort);
      downloadFile(exported.zip, exportFileName(exported.name), 'application/zip');
      if (exported.missing.length) banner.hint(t('export.missing', { count: exported.missing.length }));
      else banner.success(t('export.done'));
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button secondary" disabled={busy} onClick={() => void run()}>
      {busy ? t('export.busy') : t('export.button')}
    </button>
  );
}
