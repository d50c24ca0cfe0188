// Before an import or a generated screen lands, the prototype as it was is kept as a version: each
// such command of the editor is undone on a copy and that document saved (trigger "import").
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentBefore, isImportCommand, type Editor } from '@protolab/shared';
import { api } from '../shell/api';
import { versionKeys } from './versionQueries';

export function useVersionBeforeImports(appId: string, editor: Editor): void {
  const { t } = useTranslation('versions');
  const client = useQueryClient();
  useEffect(
    () =>
      editor.onCommit(({ kind, command }) => {
        if (kind !== 'do' || !isImportCommand(command.type)) return;
        const doc = documentBefore(editor.doc, command);
        if (!doc) return;
        const name = t(command.type === 'generateScreen' ? 'autoGenerate' : 'autoImport');
        // the import stands whether or not its version could be saved; the list shows what was
        void api.versions
          .save(appId, { name, trigger: 'import', doc })
          .finally(() => client.invalidateQueries({ queryKey: versionKeys.list(appId) }));
      }),
    [appId, editor, t, client],
  );
}
