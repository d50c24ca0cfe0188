// Every type of the widget library, searchable by name: a click places one on the target screen,
// a drag drops one where it is let go.
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_TYPES } from '@protolab/shared';

/** The drag data type that carries a widget type onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/x-protolab-widget';

export const WidgetPalette = memo(function WidgetPalette({ onAdd }: { onAdd(type: string): void }) {
  const { t } = useTranslation('editor');
  const [query, setQuery] = useState('');
  const types = useMemo(() => {
    const q = query.trim().toLowerCase();
    return [...WIDGET_TYPES].sort().filter((type) => type.toLowerCase().includes(q));
  }, [query]);
  return (
    <section className="editor-palette" aria-label={t('palette')}>
      <h2 className="editor-panel-title">{t('palette')}</h2>
      <input
        type="search"
        className="input small"
        placeholder={t('search')}
        aria-label={t('search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="editor-palette-list">
        {types.map((type) => (
          <li key={type}>
            <button
              type="button"
              className="editor-palette-item"
              draggable
              onDragStart={(e) => e.dataTransfer.setData(PALETTE_DRAG_TYPE, type)}
              onClick={() => onAdd(type)}
              aria-label={t('add', { type })}
            >
              {type}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
