// "Import API description…": a URL or a file, then the description's resources and operations with
// check boxes to pick which become screens, then the screens as one clipboard: the editor pastes it
// as one undo step, New prototype makes a prototype of it.
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFields, openApiClipboard, type ApiResource, type Clipboard } from '@protolab/shared';
import { isHandledGlobally } from '../shell/errors';
import { useBanner, useRefuseGuest } from '../shell/useBanner';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { ApiImportError } from './apiImportError';
import './apiImport.css';

/** The operations that make screens (a delete makes none). */
const screenOperations = (resource: ApiResource) => resource.operations.filter((op) => op.kind !== 'delete');

interface ApiImportDialogProps {
  /** the size of the screens made */
  screenSize: { w: number; h: number };
  /** takes the picked screens; the dialog then closes */
  onImport(clip: Clipboard): void;
  onClose(): void;
}

export function ApiImportDialog({ screenSize, onImport, onClose }: ApiImportDialogProps) {
  const { t } = useTranslation('apiImport');
  const { t: commonT } = useTranslation('common');
  const banner = useBanner();
  const refuseGuest = useRefuseGuest();
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resources, setResources] = useState<ApiResource[] | null>(null);
  const [picked, setPicked] = useState<Set<string>>(new Set());

  function failed(failure: unknown) {
    if (failure instanceof ApiImportError) setError(t(`error.${failure.problem}`));
    else if (!isHandledGlobally(failure)) setError(t('error.notLoaded'));
  }

  async function load(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (refuseGuest()) return setError(t('error.tryout'));
    setBusy(true);
    setError(null);
    setResources(null);
    try {
      const { loadFromUrl, resourcesOf } = await import('./loadDescription');
      const found = file && !url.trim() ? await resourcesOf(await file.text()) : await loadFromUrl(url);
      setResources(found);
      setPicked(new Set(found.flatMap((r) => screenOperations(r).map((op) => op.id))));
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  function toggle(ids: string[], on: boolean) {
    const next = new Set(picked);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setPicked(next);
  }

  function importPicked() {
    if (!resources) return;
    if (refuseGuest()) return setError(t('error.tryout'));
    if (picked.size === 0) return setError(t('error.nothingPicked'));
    const clip = openApiClipboard(resources, {
      operations: picked,
      screenSize,
      texts: {
        start: t('screen.start'),
        list: (name) => t('screen.list', { name }),
        detail: (name) => t('screen.detail', { name }),
        form: (name) => t('screen.form', { name }),
        add: t('screen.add'),
        edit: t('screen.edit'),
        save: t('screen.save'),
        back: t('screen.back'),
        invalid: t('screen.invalid'),
      },
    });
    onImport(clip);
    banner.success(t('done', { count: clip.screens.length }));
    onClose();
  }

  return (
    <Modal title={t('title')} onClose={onClose}>
      <form className="form api-import" onSubmit={(event) => void load(event)} noValidate>
        <p className="muted">{t('intro')}</p>
        <TextField
          label={t('url')}
          type="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          disabled={busy}
          placeholder="https://"
        />
        <div className="field">
          <label htmlFor="api-import-file">{t('file')}</label>
          <input
            id="api-import-file"
            type="file"
            accept=".json,.yaml,.yml,application/json,application/yaml"
            disabled={busy}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button secondary" disabled={busy}>
            {busy ? t('loading') : t('load')}
          </button>
        </div>
      </form>
      {resources && <ResourcePicker resources={resources} picked={picked} onToggle={toggle} />}
      {error && (
        <p role="alert" className="import-error">
          {error}
        </p>
      )}
      <div className="actions">
        <button type="button" className="button ghost" onClick={onClose}>
          {commonT('action.cancel')}
        </button>
        <button type="button" className="button primary" onClick={importPicked} disabled={!resources?.length}>
          {t('submit')}
        </button>
      </div>
    </Modal>
  );
}

function ResourcePicker(props: {
  resources: ApiResource[];
  picked: Set<string>;
  onToggle(ids: string[], on: boolean): void;
}) {
  const { t } = useTranslation('apiImport');
  const { resources, picked, onToggle } = props;
  if (resources.length === 0) return <p className="import-error">{t('none')}</p>;
  return (
    <fieldset className="api-import-resources">
      <legend>{t('resources')}</legend>
      <p className="muted">{t('pick')}</p>
      <ul>
        {resources.map((resource) => {
          const ids = screenOperations(resource).map((op) => op.id);
          const all = ids.every((id) => picked.has(id));
          return (
            <li key={resource.key}>
              <label className="api-import-resource">
                <input type="checkbox" checked={all} onChange={(event) => onToggle(ids, event.target.checked)} />
                <strong>{resource.name}</strong>
                <span className="muted"> {t('fields', { count: apiFields(resource.schema).length })}</span>
              </label>
              <ul>
                {screenOperations(resource).map((op) => (
                  <li key={op.id}>
                    <label>
                      <input
                        type="checkbox"
                        checked={picked.has(op.id)}
                        onChange={(event) => onToggle([op.id], event.target.checked)}
                      />
                      {t(`kind.${op.kind}`)} <code>{op.id}</code>
                    </label>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
