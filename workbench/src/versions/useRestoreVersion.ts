// Restoring a version, from the versions dialog or from the version open on the canvas: what is
// there now is saved first as a version of its own (trigger "restore"), then the version's document
// replaces it as one editor command (one undo step).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restoreVersion, type AppVersionSummary, type Editor, type Saver } from '@protolab/shared';
import { api } from '../shell/api';
import { useSaveVersion } from './versionQueries';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `saver` is flushed first, so that the automatic version holds every change made until the click. */
export function useRestoreVersion(appId: string, editor: Editor | undefined, saver: Saver | undefined) {
  const { t } = useTranslation('versions');
  const save = useSaveVersion(appId);
  const [busy, setBusy] = useState(false);

  const saveNow = async (input: { name: string; trigger?: 'restore' }) => {
    await saver?.flush();
    return save.mutateAsync(input);
  };

  /** Resolves to the note to show: restored, or why not. */
  const restore = async (
    version: Pick<AppVersionSummary, 'id' | 'name'>,
  ): Promise<{ text: string; error?: boolean }> => {
    setBusy(true);
    try {
      if (!editor) throw new Error(t('readOnly'));
      const { doc } = await api.versions.get(appId, version.id);
      await saveNow({ name: t('autoRestore', { name: version.name }), trigger: 'restore' });
      const result = editor.run(restoreVersion(editor.doc, doc));
      if (!result.ok) throw new Error(result.message);
      return { text: t('restored', { name: version.name }) };
    } catch (error) {
      return { text: t('restoreFailed', { message: messageOf(error) }), error: true };
    } finally {
      setBusy(false);
    }
  };
  return { restore, busy, saveNow, saving: save.isPending };
}
