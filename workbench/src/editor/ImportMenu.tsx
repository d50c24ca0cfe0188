// The ways screens come from elsewhere (HTML, YAML, Figma, an API description, the AI generator),
// under one disclosure below the widget palette: as six buttons they took the palette's height, and
// the left column outgrew the window. Its items stay in the page while a dialog of theirs is open.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ImportMenu({ startOpen = false, children }: { startOpen?: boolean; children: ReactNode }) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [open, setOpen] = useState(startOpen);
  return (
    <div className="editor-import-menu">
      <button
        type="button"
        className="button ghost small"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {t('importMenu')} {open ? '▴' : '▾'}
      </button>
      <div id={id} className="editor-import-items" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
