// The page import's ways in, under the editor's widget palette: Import HTML…, Import YAML… (each a
// new screen, one undo step) and Export screen as YAML (the screen being worked on).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Editor } from '@protolab/shared';
import { PageImportDialog, type PageKind } from './PageImportDialog';
import { YamlExportDialog } from './YamlExportDialog';
import './pageImport.css';

export function PageImportButtons({ editor, screen }: { editor: Editor; screen: string | undefined }) {
  const { t } = useTranslation('pageImport');
  const [open, setOpen] = useState<PageKind | 'export' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="page-import-open">
      <button type="button" className="button ghost small" onClick={() => setOpen('html')}>
        {t('html.open')}
      </button>
      <button type="button" className="button ghost small" onClick={() => setOpen('yaml')}>
        {t('yaml.open')}
      </button>
      <button type="button" className="button ghost small" disabled={!screen} onClick={() => setOpen('export')}>
        {t('export.open')}
      </button>
      {(open === 'html' || open === 'yaml') && <PageImportDialog kind={open} editor={editor} onClose={close} />}
      {open === 'export' && screen && <YamlExportDialog doc={editor.doc} screen={screen} onClose={close} />}
    </div>
  );
}
