// Import HTML… / Import YAML…: a file or pasted text becomes a new screen of the open prototype
// (one undo step); the dialog then says how many widgets it holds and what had none of its own,
// or, for YAML, each problem at its line.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pasteInto, YamlScreenError, type Editor, type UnmappedElement } from '@protolab/shared';
import { Modal } from '../ui/Modal';
import { ModalActions } from '../ui/ModalActions';
import { screenFromHtml } from './screenFromHtml';
import { screenFromYaml } from './screenFromYaml';

export type PageKind = 'html' | 'yaml';

const ACCEPT: Record<PageKind, string> = { html: '.html,.htm,text/html', yaml: '.yaml,.yml' };

interface Done {
  widgets: number;
  unmapped: UnmappedElement[];
}

export function PageImportDialog({ kind, editor, onClose }: { kind: PageKind; editor: Editor; onClose(): void }) {
  const { t } = useTranslation(['pageImport', 'common']);
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<Done | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = file ? await file.text() : pasted;
    if (!text.trim()) {
      setErrors([t('error.empty')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      const size = editor.doc.screenSize;
      const name = file?.name.replace(/\.[^.]+$/, '');
      const { clip, report } =
        kind === 'html'
          ? await screenFromHtml(text, size, name)
          : await screenFromYaml(text, size).then((result) => ({
              ...result,
              report: { ...result.report, unmapped: [] },
            }));
      editor.run(pasteInto(editor.doc, clip, { type: kind === 'html' ? 'importHtml' : 'importYaml' }));
      setDone({ widgets: clip.widgets.length, unmapped: report.unmapped });
    } catch (error) {
      if (error instanceof YamlScreenError) {
        setErrors(error.problems.map((p) => t('error.line', { line: p.line, message: p.message })));
      } else setErrors([t('error.layout', { message: error instanceof Error ? error.message : String(error) })]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={t(`${kind}.title`)} onClose={onClose}>
      {done ? (
        <div className="page-import-report" data-testid="page-import-report">
          <p role="status">{t('done', { count: done.widgets })}</p>
          {kind === 'html' &&
            (done.unmapped.length ? (
              <>
                <p>{t('unmapped')}</p>
                <ul>
                  {done.unmapped.map((item, i) => (
                    <li key={i}>{t('unmappedItem', { ...item })}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('complete')}</p>
            ))}
          <ModalActions>
            <button type="button" className="button primary" onClick={onClose}>
              {t('common:action.close')}
            </button>
          </ModalActions>
        </div>
      ) : (
        <form className="page-import-form" onSubmit={(e) => void submit(e)}>
          <p>{t(`${kind}.intro`)}</p>
          <div className="field">
            <label htmlFor={`${id}-file`}>{t('file')}</label>
            <input
              id={`${id}-file`}
              type="file"
              accept={ACCEPT[kind]}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-text`}>{t('pasted')}</label>
            <textarea
              id={`${id}-text`}
              rows={10}
              spellCheck={false}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
            />
          </div>
          {errors.length > 0 && (
            <ul className="page-import-errors" role="alert">
              {errors.map((error, i) => (
                <li key={i}>{error}</li>
              ))}
            </ul>
          )}
          <ModalActions onCancel={onClose}>
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? t('busy') : t('submit')}
            </button>
          </ModalActions>
        </form>
      )}
    </Modal>
  );
}
