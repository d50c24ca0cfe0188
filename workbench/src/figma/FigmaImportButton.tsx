// The ways to the Figma import: a button under the editor's widget palette (adds to the open
// prototype), and one on New prototype (makes a new prototype and opens it).
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@protolab/shared';
import { FigmaImportDialog } from './FigmaImportDialog';

export function FigmaImportButton({ editor }: { editor?: Editor }) {
  const { t } = useTranslation('figma');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <div className="figma-import-open">
      <button type="button" className={editor ? 'button ghost small' : 'button'} onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && (
        <FigmaImportDialog
          editor={editor}
          onClose={() => setOpen(false)}
          onOpen={(app) => void navigate({ to: '/apps/{$id}.html', params: { id: app.id } })}
        />
      )}
    </div>
  );
}
