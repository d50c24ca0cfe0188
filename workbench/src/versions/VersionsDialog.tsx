// The editor's versions (issue 39): save the prototype as it is under a name, the saved versions
// newest first with author, time and screens, one opened read-only, restored (one undo step, after
// an automatic version of what is there now) or deleted.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { restoreVersion, type AppVersionSummary, type Editor, type Saver } from '@protolab/shared';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { formatCommentTime } from '../study/comments';
import { api } from '../shell/api';
import { useDeleteVersion, useSaveVersion, useVersion, useVersionList } from './versionQueries';
import { VersionPreview } from './VersionPreview';
import './versions.css';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function VersionsDialog({
  appId,
  editor,
  saver,
  onClose,
}: {
  appId: string;
  editor: Editor;
  /** flushed first, so that a version holds every change made until the click */
  saver: Saver;
  onClose(): void;
}) {
  const { t, i18n } = useTranslation('versions');
  const list = useVersionList(appId);
  const save = useSaveVersion(appId);
  const remove = useDeleteVersion(appId);
  const [name, setName] = useState('');
  const [note, setNote] = useState<{ text: string; error?: boolean }>();
  const [viewing, setViewing] = useState<AppVersionSummary>();
  const [deleting, setDeleting] = useState<string>();
  const [busy, setBusy] = useState(false);
  const opened = useVersion(appId, viewing?.id);

  const saveNow = async (input: { name: string; trigger?: 'restore' }) => {
    await saver.flush();
    return save.mutateAsync(input);
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      const saved = await saveNow({ name: trimmed });
      setName('');
      setNote({ text: t('saved', { name: saved.name }) });
    } catch (error) {
      setNote({ text: t('saveFailed', { message: messageOf(error) }), error: true });
    }
  };

  const onRestore = async (version: AppVersionSummary) => {
    setBusy(true);
    try {
      const { doc } = await api.versions.get(appId, version.id);
      await saveNow({ name: t('autoRestore', { name: version.name }), trigger: 'restore' });
      const result = editor.run(restoreVersion(editor.doc, doc));
      if (!result.ok) throw new Error(result.message);
      setViewing(undefined);
      setNote({ text: t('restored', { name: version.name }) });
    } catch (error) {
      setNote({ text: t('restoreFailed', { message: messageOf(error) }), error: true });
    } finally {
      setBusy(false);
    }
  };

  const row = (version: AppVersionSummary) => (
    <li key={version.id} className="version-row">
      <div className="version-text">
        <strong>{version.name}</strong>
        <span className="muted">
          {t('by', { author: version.authorName, time: formatCommentTime(version.created, i18n.language) })}
          {' · '}
          {t('screens', { count: version.screenCount })}
          {version.trigger !== 'manual' && ` · ${t(`trigger.${version.trigger}`)}`}
        </span>
      </div>
      <div className="version-actions">
        <button type="button" className="button small ghost" onClick={() => setViewing(version)}>
          {t('view')}
        </button>
        <button type="button" className="button small ghost" disabled={busy} onClick={() => void onRestore(version)}>
          {t('restore')}
        </button>
        {deleting === version.id ? (
          <button
            type="button"
            className="button small danger"
            onClick={() => remove.mutate(version.id, { onSettled: () => setDeleting(undefined) })}
          >
            {t('confirmDelete')}
          </button>
        ) : (
          <button type="button" className="button small ghost" onClick={() => setDeleting(version.id)}>
            {t('delete')}
          </button>
        )}
      </div>
    </li>
  );

  return (
    <Modal title={t('title')} onClose={onClose}>
      <div className="versions-dialog">
        {note && (
          <p role={note.error ? 'alert' : 'status'} className={note.error ? 'field-error' : 'muted'}>
            {note.text}
          </p>
        )}
        {viewing ? (
          <section aria-label={t('preview', { name: viewing.name })}>
            <h3>{t('preview', { name: viewing.name })}</h3>
            {opened.data ? <VersionPreview doc={opened.data.doc} /> : <p className="muted">{t('loading')}</p>}
            <div className="version-actions">
              <button type="button" className="button ghost" onClick={() => setViewing(undefined)}>
                {t('back')}
              </button>
              <button type="button" className="button primary" disabled={busy} onClick={() => void onRestore(viewing)}>
                {t('restore')}
              </button>
            </div>
          </section>
        ) : (
          <>
            <p className="muted">{t('intro')}</p>
            <form className="version-save" onSubmit={(event) => void onSave(event)}>
              <TextField label={t('name')} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
              <button type="submit" className="button primary" disabled={save.isPending || !name.trim()}>
                {save.isPending ? t('saving') : t('save')}
              </button>
            </form>
            <h3>{t('list')}</h3>
            {list.isPending ? (
              <p className="muted">{t('loading')}</p>
            ) : list.data?.length ? (
              <ul className="version-list">{list.data.map(row)}</ul>
            ) : (
              <p className="muted">{t('empty')}</p>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}
