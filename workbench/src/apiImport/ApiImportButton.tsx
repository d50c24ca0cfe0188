// The editor's way to the API-description import: a button under the widget palette that opens its
// dialog; the picked screens are pasted beside the others, one undo step.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pasteInto, type Editor } from '@protolab/shared';
import { ApiImportDialog } from './ApiImportDialog';

export function ApiImportButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation('apiImport');
  const [open, setOpen] = useState(false);
  return (
    <div className="api-import-open">
      <button type="button" className="button ghost small" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <ApiImportDialog
          screenSize={editor.doc.screenSize}
          onImport={(clip) => editor.run(pasteInto(editor.doc, clip, { type: 'importOpenApi' }))}
          onClose={() => setOpen(false)}
        />
      )}
    </div>
  );
}
