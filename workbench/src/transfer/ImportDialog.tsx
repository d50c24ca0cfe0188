import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { App } from '@protolab/shared';
import { isHandledGlobally } from '../shell/errors';
import { useBanner, useRefuseGuest } from '../shell/useBanner';
import { Modal } from '../ui/Modal';
import { checkImageSizes, IMAGE_IMPORT_ACCEPT, parseImageImport } from './imageImport';
import { checkImportFiles, IMPORT_ACCEPT, parseImportFiles, type ParsedImport } from './importFile';
import { importErrorText, importProblemText, SIZE_LIMITS } from './importErrorText';
import { importPrototype } from './importPrototype';
import { importReport, isCompleteImport, type ImportReport } from './importReport';
import { StudyReportView } from './StudyReportView';
import { restImportPort } from './restPorts';
import './transfer.css';

interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the new prototype; the dialog then closes itself (onClose). */
  onImported: (app: App) => void;
}

/**
 * Import of a prototype: a ZIP of our export, the existing product's app JSON, our own JSON, JSON
 * files chosen together (a prototype with its study), or images (one screen each).
 */
export function ImportDialog({ open, onClose, onImported }: ImportDialogProps) {
  return open ? <ImportForm onClose={onClose} onImported={onImported} /> : null;
}

type Choice = { kind: 'files'; files: File[] } | { kind: 'images'; files: File[] };

async function readFiles(files: File[]) {
  return Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
}

/** The chosen file(s) read and checked; throws ImportError before anything is sent. */
async function readChoice(choice: Choice, names: { images: string; standIn: string }): Promise<ParsedImport> {
  if (choice.kind === 'files') return parseImportFiles(await readFiles(choice.files), { standInName: names.standIn });
  return parseImageImport(names.images, await readFiles(choice.files));
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
  /** the chosen files read and checked, with what they bring and what cannot come along */
  const [prepared, setPrepared] = useState<{ files: File[]; parsed: ParsedImport; report: ImportReport } | null>(null);
  const names = { images: t('import.imagesName'), standIn: t('import.standInName') };

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    if (imagesInput.current) imagesInput.current.value = '';
    const problem = chosen.length > 0 ? checkImportFiles(chosen) : undefined;
    setChoice(chosen.length > 0 ? { kind: 'files', files: chosen } : null);
    setPrepared(null);
    setError(problem ? importProblemText(problem) : null);
    if (chosen.length > 0 && !problem) void prepare(chosen);
  }

  /** Reads the files at once, so the designer sees what comes along and what does not before confirming. */
  async function prepare(files: File[]) {
    try {
      const parsed = await readChoice({ kind: 'files', files }, names);
      setPrepared({ files, parsed, report: importReport(parsed) });
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
    if (choice.kind === 'files') {
      const problem = checkImportFiles(choice.files);
      if (problem) return setError(importProblemText(problem));
    }
    setBusy(true);
    setError(null);
    try {
      const parsed =
        choice.kind === 'files' && prepared?.files === choice.files ? prepared.parsed : await readChoice(choice, names);
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
        <FileField
          id="import-file"
          label={t('import.file')}
          hint={t('import.fileHint', SIZE_LIMITS)}
          accept={IMPORT_ACCEPT}
          input={fileInput}
          onChange={chooseFile}
          disabled={busy}
          invalid={Boolean(error) && choice?.kind !== 'images'}
        />
        <FileField
          id="import-images"
          label={t('import.images')}
          hint={t('import.imagesHint', SIZE_LIMITS)}
          accept={IMAGE_IMPORT_ACCEPT}
          input={imagesInput}
          onChange={chooseImages}
          disabled={busy}
          invalid={Boolean(error) && choice?.kind === 'images'}
        />
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
  if (report.study) return <StudyReportView report={report} study={report.study} />;
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

/** A file input with its label and hint; marked invalid when the error is about its files. */
function FileField(props: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  input: RefObject<HTMLInputElement | null>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  disabled: boolean;
  invalid: boolean;
}) {
  return (
    <div className={`field${props.invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        ref={props.input}
        type="file"
        multiple
        accept={props.accept}
        onChange={props.onChange}
        disabled={props.disabled}
        aria-invalid={props.invalid || undefined}
        aria-describedby={`${props.id}-hint`}
      />
      <small id={`${props.id}-hint`} className="field-hint">
        {props.hint}
      </small>
    </div>
  );
}
