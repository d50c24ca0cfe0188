// The editor's keyboard shortcuts, one list (opened with "?" or from the bar).
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal';

const SHORTCUTS = [
  ['← ↑ → ↓', 'key.move'],
  ['Enter', 'key.edit'],
  ['Delete', 'key.delete'],
  ['Ctrl+Z', 'key.undo'],
  ['Ctrl+Shift+Z, Ctrl+Y', 'key.redo'],
  ['Ctrl+C, Ctrl+X, Ctrl+V', 'key.copy'],
  ['Ctrl+D', 'key.duplicate'],
  ['Ctrl+A', 'key.selectAll'],
  ['Ctrl+] Ctrl+[', 'key.order'],
  ['Ctrl+G, Ctrl+Shift+G', 'key.group'],
  ['Ctrl+Alt+K', 'key.template'],
  ['Double-click', 'key.enterGroup'],
  ['Ctrl+Shift+L', 'key.lock'],
  ['Ctrl+Shift+H', 'key.hide'],
  ['S', 'key.drawScreen'],
  ['Shift+F10', 'key.menu'],
  ['Escape', 'key.escape'],
  ['Space + drag', 'key.pan'],
  ['Ctrl + wheel, + −', 'key.zoom'],
  ['Shift+1', 'key.fitAll'],
  ['Shift+2', 'key.fitSelection'],
  ['Shift+0', 'key.actualSize'],
  ['Alt + drag', 'key.snap'],
  ['?', 'key.sheet'],
] as const;

export function ShortcutSheet({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('editor');
  return (
    <Modal title={t('shortcuts')} onClose={onClose}>
      <dl className="shortcut-sheet">
        {SHORTCUTS.map(([keys, text]) => (
          <div key={text}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{t(text)}</dd>
          </div>
        ))}
      </dl>
      <div className="modal-actions">
        <button type="button" className="button primary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </Modal>
  );
}
