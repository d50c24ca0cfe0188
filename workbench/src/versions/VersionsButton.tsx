// The editor's way to the versions: a button under the widget palette that opens the versions dialog.
// While it is there, every import saves a version of what was there before.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor, Saver } from '@protolab/shared';
import { useVersionBeforeImports } from './useVersionBeforeImports';
import { VersionsDialog } from './VersionsDialog';
import './versions.css';

export function VersionsButton({ appId, editor, saver }: { appId: string; editor: Editor; saver: Saver }) {
  const { t } = useTranslation('versions');
  const [open, setOpen] = useState(false);
  useVersionBeforeImports(appId, editor);
  return (
    <div className="versions-open">
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        <img src="/icons/mdi/history.svg" alt="" width={16} height={16} />
        {t('open')}
      </button>
      {open && <VersionsDialog appId={appId} editor={editor} saver={saver} onClose={() => setOpen(false)} />}
    </div>
  );
}
