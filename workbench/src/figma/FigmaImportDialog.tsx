// "Import from Figma…": a personal access token and a file or prototype link, then the file's pages
// with their frames' thumbnails; the picked page becomes screens of the open prototype (one undo
// step) or a new prototype. What could not be imported as it is, the dialog lists afterwards.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  figmaFileKey,
  figmaPages,
  mapFigmaPage,
  type App,
  type Editor,
  type FigmaFile,
  type FigmaPageSummary,
  type FigmaReportEntry,
} from '@protolab/shared';
import { useServerConfig } from '../prototypes/queries';
import { isHandledGlobally } from '../shell/errors';
import { useRefuseGuest } from '../shell/useBanner';
import { restImportPort } from '../transfer/restPorts';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { FigmaCallError, figmaCalls } from './figmaCalls';
import { addFigmaPage, createFigmaPrototype } from './runFigmaImport';
import './figmaImport.css';

const PUBLIC_API = 'https://api.figma.com';
/** Thumbnails asked per page: Figma renders each, and a file may hold hundreds of frames. */
const THUMBNAILS_PER_PAGE = 8;

interface Loaded {
  key: string;
  file: FigmaFile;
  pages: FigmaPageSummary[];
  previews: Record<string, string | null>;
}

interface Done {
  screens: number;
  report: FigmaReportEntry[];
  app?: App;
}

export function FigmaImportDialog(props: {
  /** the open prototype to add to; absent: the import makes a new prototype */
  editor?: Editor;
  onClose(): void;
  onOpen?(app: App): void;
}) {
  const { editor, onClose, onOpen } = props;
  const { t } = useTranslation('figma');
  const config = useServerConfig();
  const refuseGuest = useRefuseGuest();
  const [token, setToken] = useState('');
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [page, setPage] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const calls = () => figmaCalls(config.data?.figmaApiUrl ?? PUBLIC_API, token.trim());

  function failed(failure: unknown) {
    if (failure instanceof FigmaCallError) setError(t(`error.${failure.problem}`));
    else if (!isHandledGlobally(failure)) setError(String(failure));
  }

  async function load(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (refuseGuest()) return setError(t('error.tryout'));
    if (!token.trim() || !link.trim()) return setError(t('error.missing'));
    const key = figmaFileKey(link);
    if (!key) return setError(t('error.badLink'));
    setBusy(true);
    setError(null);
    setLoaded(null);
    setPage(null);
    try {
      const figma = calls();
      const file = await figma.file(key);
      if (!Array.isArray(file?.document?.children)) throw new FigmaCallError('fileLoad');
      const pages = figmaPages(file);
      setLoaded({ key, file, pages, previews: {} });
      if (pages.length === 1) setPage(pages[0]!.id);
      const frames = pages.flatMap((p) => p.frames.slice(0, THUMBNAILS_PER_PAGE).map((f) => f.id));
      if (frames.length) {
        const previews = await figma.previews(key, frames);
        setLoaded({ key, file, pages, previews });
      }
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function importPage() {
    if (!loaded || busy) return;
    if (refuseGuest()) return setError(t('error.tryout'));
    if (!page) return setError(t('error.noPage'));
    if (!loaded.pages.find((p) => p.id === page)?.frames.length) return setError(t('error.noFrames'));
    setBusy(true);
    setError(null);
    try {
      const imported = mapFigmaPage(loaded.file, page);
      const screens = imported.clipboard.screens.length;
      if (editor) {
        await addFigmaPage(editor, imported, loaded.key, calls(), restImportPort);
        setDone({ screens, report: imported.report });
      } else {
        const app = await createFigmaPrototype(imported, loaded.file.name, loaded.key, calls(), restImportPort);
        setDone({ screens, report: imported.report, app });
      }
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  if (done) return <FigmaReport done={done} onClose={onClose} onOpen={onOpen} />;
  return (
    <Modal title={t('title')} onClose={onClose}>
      <form className="form figma-import" onSubmit={(event) => void load(event)} noValidate>
        <p className="muted">{t('intro')}</p>
        <TextField
          label={t('token')}
          hint={t('tokenHint')}
          type="password"
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
          disabled={busy}
        />
        <TextField
          label={t('link')}
          type="url"
          value={link}
          onChange={(event) => setLink(event.target.value)}
          disabled={busy}
          placeholder="https://www.figma.com/design/…"
        />
        <div className="actions">
          <button type="submit" className="button secondary" disabled={busy}>
            {busy && !loaded ? t('loading') : t('load')}
          </button>
        </div>
      </form>
      {loaded && <PagePicker loaded={loaded} page={page} onPick={(id) => (setPage(id), setError(null))} />}
      {error && (
        <p role="alert" className="import-error">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button ghost" onClick={onClose}>
          {t('close')}
        </button>
        <button type="button" className="button primary" onClick={() => void importPage()} disabled={!loaded || busy}>
          {busy && loaded ? t('importing') : t('submit')}
        </button>
      </div>
    </Modal>
  );
}

function PagePicker({ loaded, page, onPick }: { loaded: Loaded; page: string | null; onPick(id: string): void }) {
  const { t } = useTranslation('figma');
  return (
    <fieldset className="figma-pages">
      <legend>{t('pages')}</legend>
      {loaded.pages.map((p) => (
        <label key={p.id} className="figma-page">
          <span className="figma-page-name">
            <input type="radio" name="figma-page" checked={page === p.id} onChange={() => onPick(p.id)} />
            {p.name} <span className="muted">{t('frames', { count: p.frames.length })}</span>
          </span>
          <span className="figma-thumbs">
            {p.frames.map((frame) => {
              const url = loaded.previews[frame.id];
              return url ? <img key={frame.id} src={url} alt={frame.name} title={frame.name} /> : null;
            })}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function FigmaReport({ done, onClose, onOpen }: { done: Done; onClose(): void; onOpen?(app: App): void }) {
  const { t } = useTranslation('figma');
  return (
    <Modal title={t('title')} onClose={onClose}>
      <p role="status">{t('done', { count: done.screens })}</p>
      <h3>{t('reportTitle')}</h3>
      {done.report.length === 0 ? (
        <p className="muted">{t('reportNone')}</p>
      ) : (
        <ul className="figma-report" data-testid="figma-report">
          {done.report.map((entry, i) => (
            <li key={i}>{t(`report.${entry.code}`, { layer: entry.layer, detail: entry.detail ?? '' })}</li>
          ))}
        </ul>
      )}
      <div className="actions">
        {done.app && onOpen ? (
          <button type="button" className="button primary" onClick={() => onOpen(done.app!)}>
            {t('openPrototype')}
          </button>
        ) : (
          <button type="button" className="button primary" onClick={onClose}>
            {t('close')}
          </button>
        )}
      </div>
    </Modal>
  );
}
