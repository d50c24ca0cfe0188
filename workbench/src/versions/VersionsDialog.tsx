// The editor's versions (issue 39): save the prototype as it is under a name, the saved versions
// newest first with a thumbnail of their start screen, author, time and screens, one opened
// read-only on the canvas or compared there with the current draft, restored (one undo step, after
// an automatic version of what is there now) or deleted.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@tanstack/react-router';
import type { AppVersionSummary, Editor, Saver } from '@protolab/shared';
import { Modal } from '../ui/Modal';
import { TextField } from '../ui/TextField';
import { formatCommentTime } from '../study/comments';
import { messageOf, useRestoreVersion } from './useRestoreVersion';
import { useDeleteVersion, useVersionList } from './versionQueries';
import { CURRENT } from './VersionPage';
import { VersionThumbnail } from './VersionThumbnail';
import './versions.css';

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
  const navigate = useNavigate();
  const list = useVersionList(appId);
  const remove = useDeleteVersion(appId);
  const { restore, busy, saveNow, saving } = useRestoreVersion(appId, editor, saver);
  const [name, setName] = useState('');
  const [note, setNote] = useState<{ text: string; error?: boolean }>();
  const [deleting, setDeleting] = useState<string>();
  /** the version on the canvas, read only, or compared with the current draft; the draft is saved first */
  const open = async (version: AppVersionSummary, compare?: typeof CURRENT) => {
    await saver.flush();
    void navigate({
      to: '/apps/$id/versions/{$vid}.html',
      params: { id: appId, vid: version.id },
      search: compare ? { compare } : {},
    });
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

  const onRestore = async (version: AppVersionSummary) => setNote(await restore(version));

  const row = (version: AppVersionSummary) => (
    <li key={version.id} className="version-row">
      <VersionThumbnail appId={appId} versionId={version.id} />
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
        <button type="button" className="button small ghost" onClick={() => void open(version)}>
          {t('view')}
        </button>
        <button type="button" className="button small ghost" onClick={() => void open(version, CURRENT)}>
          {t('compare')}
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
        <p className="muted">{t('intro')}</p>
        <form className="version-save" onSubmit={(event) => void onSave(event)}>
          <TextField label={t('name')} value={name} maxLength={200} onChange={(e) => setName(e.target.value)} />
          <button type="submit" className="button primary" disabled={saving || !name.trim()}>
            {saving ? t('saving') : t('save')}
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
      </div>
    </Modal>
  );
}
