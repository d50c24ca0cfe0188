import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { isHandledGlobally } from '../app/errors';
import { useBanner, useRefuseGuest } from '../app/useBanner';
import { Modal } from '../ui/Modal';
import { checkImageSizes, IMAGE_IMPORT_ACCEPT, parseImageImport } from './imageImport';
import { checkImportFile, IMPORT_ACCEPT, parseImport, type ParsedImport } from './importFile';
import { importErrorText, importProblemText, SIZE_LIMITS } from './importErrorText';
import { importPrototype } from './importPrototype';
import { importReport, isCompleteImport, type ImportReport } from './importReport';
import { restImportPort } from './restPorts';
import './transfer.css';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new prototype; the dialog then closes itself (onClose). */
  onImported: (app: App) => void;
}

/**
 * Import of a prototype: a ZIP of our export, the existing product's app JSON, our own JSON, or
 * images (one screen each).
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  return open ? <ImportForm onClose={onClose} onImported={onImported} /> : null;
}

type Choice = { kind: 'file'; file: File } | { kind: 'images'; files: File[] };

/** The chosen file(s) read and checked; throws ImportError before anything is sent. */
async function readChoice(choice: Choice, imagesName: string): Promise<ParsedImport> {
  if (choice.kind === 'file') return parseImport(choice.file.name, new Uint8Array(await choice.file.arrayBuffer()));
  const files = await Promise.all(
    choice.files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })),
  );
  return parseImageImport(imagesName, files);
}

function ImportForm({ onClose, onImported }: Omit<ImportDialogProps, 'open'>) {
  const { t } = useTranslation(['transfer', 'common']);
  const banner = useBanner();
  const refuseGuest = useRefuseGuest();
  const queryClient = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const imagesInput = useRef<HTMLInputElement>(null);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** the chosen file read and checked, with what it cannot bring along */
  const [prepared, setPrepared] = useState<{ file: File; parsed: ParsedImport; report: ImportReport } | null>(null);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (imagesInput.current) imagesInput.current.value = '';
    const problem = checkImportFile(chosen);
    setChoice(chosen && { kind: 'file', file: chosen });
    setPrepared(null);
    setError(chosen && problem ? importProblemText(problem) : null);
    if (chosen && !problem) void prepare(chosen);
  }

  /** Reads the file at once, so the designer sees what cannot come along before confirming. */
  async function prepare(file: File) {
    try {
      const parsed = await readChoice({ kind: 'file', file }, t('import.imagesName'));
      setPrepared({ file, parsed, report: importReport(parsed) });
    } catch (failure) {
      setError(importErrorText(failure));
    }
  }

  function chooseImages(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    const problem = files.length > 0 ? checkImageSizes(files) : undefined;
    setChoice(files.length > 0 ? { kind: 'images', files } : null);
    setPrepared(null);
    setError(problem ? importErrorText(problem) : null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (refuseGuest()) return setError(t('error.tryout'));
    if (!choice) return setError(importProblemText('noFile'));
    if (choice.kind === 'file') {
      const problem = checkImportFile(choice.file);
      if (problem) return setError(importProblemText(problem));
    }
    setBusy(true);
    setError(null);
    try {
      const parsed =
        choice.kind === 'file' && prepared?.file === choice.file
          ? prepared.parsed
          : await readChoice(choice, t('import.imagesName'));
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

  const invalid = error ? true : undefined;
  return (
    <Modal title={t('import.title')} onClose={onClose}>
      <form className="form import-form" onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">{t('import.intro')}</p>
        <div className={`field${error && choice?.kind !== 'images' ? ' field-invalid' : ''}`}>
          <label htmlFor="import-file">{t('import.file')}</label>
          <input
            id="import-file"
            ref={fileInput}
            type="file"
            accept={IMPORT_ACCEPT}
            onChange={chooseFile}
            disabled={busy}
            aria-invalid={choice?.kind !== 'images' ? invalid : undefined}
            aria-describedby="import-file-hint"
          />
          <small id="import-file-hint" className="field-hint">
            {t('import.fileHint', SIZE_LIMITS)}
          </small>
        </div>
        <div className={`field${error && choice?.kind === 'images' ? ' field-invalid' : ''}`}>
          <label htmlFor="import-images">{t('import.images')}</label>
          <input
            id="import-images"
            ref={imagesInput}
            type="file"
            multiple
            accept={IMAGE_IMPORT_ACCEPT}
            onChange={chooseImages}
            disabled={busy}
            aria-invalid={choice?.kind === 'images' ? invalid : undefined}
            aria-describedby="import-images-hint"
          />
          <small id="import-images-hint" className="field-hint">
            {t('import.imagesHint', SIZE_LIMITS)}
          </small>
        </div>
        {prepared && !error && <ImportReportView report={prepared.report} />}
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

function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation('transfer');
  if (isCompleteImport(report)) return <p className="import-report muted">{t('import.complete')}</p>;
  return (
    <section className="import-report" aria-label={t('import.reportTitle')}>
      <h3>{t('import.reportTitle')}</h3>
      <ul>
        {report.missingImages.length > 0 && (
          <li>{t('import.missingImages', { files: report.missingImages.join(', ') })}</li>
        )}
        {report.unknownTypes.length > 0 && (
          <li>
            {t('import.unknownTypes', {
              types: report.unknownTypes.map(({ type, count }) => `${type} (${count})`).join(', '),
            })}
          </li>
        )}
      </ul>
    </section>
  );
}
