import { useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { isHandledGlobally } from '../app/errors';
import { useBanner, useRefuseGuest } from '../app/useBanner';
import { Modal } from '../ui/Modal';
import { checkImportFile, IMPORT_ACCEPT, parseImport } from './importFile';
import { importErrorText, importProblemText, SIZE_LIMITS } from './importErrorText';
import { importPrototype } from './importPrototype';
import { restImportPort } from './restPorts';
import './transfer.css';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new prototype; the dialog then closes itself (onClose). */
  onImported: (app: App) => void;
}

/** Import of a prototype: a ZIP of our export, the existing product's app JSON, or our own JSON. */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  return open ? <ImportForm onClose={onClose} onImported={onImported} /> : null;
}

function ImportForm({ onClose, onImported }: Omit<ImportDialogProps, 'open'>) {
  const { t } = useTranslation(['transfer', 'common']);
  const banner = useBanner();
  const refuseGuest = useRefuseGuest();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    const problem = checkImportFile(chosen);
    setFile(chosen);
    setError(chosen && problem ? importProblemText(problem) : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (refuseGuest()) return setError(t('error.tryout'));
    const problem = checkImportFile(file);
    if (problem || !file) return setError(importProblemText(problem ?? 'noFile'));
    setBusy(true);
    setError(null);
    try {
      const parsed = parseImport(file.name, new Uint8Array(await file.arrayBuffer()));
      const app = await importPrototype(parsed, restImportPort);
      void queryClient.invalidateQueries({ queryKey: ['apps'] });
      banner.success(t('import.done', { name: app.name }));
      onImported(app);
      onClose();
    } catch (failure) {
      if (!isHandledGlobally(failure)) setError(importErrorText(failure));
      setBusy(false);
    }
  }

  return (
    <Modal title={t('import.title')} onClose={onClose}>
      <form className="form import-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('import.intro')}</p>
        <div className={`field${error ? ' field-invalid' : ''}`}>
          <label htmlFor="import-file">{t('import.file')}</label>
          <input
            id="import-file"
            type="file"
            accept={IMPORT_ACCEPT}
            onChange={choose}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby="import-file-hint"
          />
          <small id="import-file-hint" className="field-hint">
            {t('import.fileHint', SIZE_LIMITS)}
          </small>
        </div>
        {error && (
          <p role="alert" className="import-error">
            {error}
          </p>
        )}
        <div className="actions">
          <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
            {t('common:action.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? t('import.busy') : t('import.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
