// The editor's way to the API-description import: a button under the widget palette that opens its dialog.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@protolab/shared';
import { ApiImportDialog } from './ApiImportDialog';

export function ApiImportButton({ editor, startOpen = false }: { editor: Editor; startOpen?: boolean }) {
  const { t } = useTranslation('apiImport');
  const [open, setOpen] = useState(startOpen);
  return (
    <div className="api-import-open">
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && <ApiImportDialog editor={editor} onClose={() => setOpen(false)} />}
    </div>
  );
}
