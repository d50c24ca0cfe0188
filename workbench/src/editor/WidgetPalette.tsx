// Every type of the widget library, and the prototype's templates above them, searchable by name:
// a click places one on the target screen, a drag drops one where it is let go.
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_TYPES, type App, type CommandDraft } from '@protolab/shared';
import { SearchField } from '../ui/SearchField';
import { TEMPLATE_DRAG_TYPE, TemplateList } from './templates/TemplateList';

/** The drag data type that carries a widget type onto the canvas. */
export const PALETTE_DRAG_TYPE = 'application/x-protolab-widget';

/** Whether a drag carries a widget type or a template from the palette. */
export const isPaletteDrag = (types: readonly string[]) =>
  types.includes(PALETTE_DRAG_TYPE) || types.includes(TEMPLATE_DRAG_TYPE);

interface WidgetPaletteProps {
  doc: App;
  run(draft: CommandDraft): void;
  onAdd(type: string): void;
  onPlaceTemplate(templateId: string): void;
}

export const WidgetPalette = memo(function WidgetPalette({ doc, run, onAdd, onPlaceTemplate }: WidgetPaletteProps) {
  const { t } = useTranslation('editor');
  const [query, setQuery] = useState('');
  const types = useMemo(() => {
    const q = query.trim().toLowerCase();
    return [...WIDGET_TYPES].sort().filter((type) => type.toLowerCase().includes(q));
  }, [query]);
  return (
    <section className="editor-palette" aria-label={t('palette')}>
      <h2 className="editor-panel-title">{t('palette')}</h2>
      <SearchField className="input small" label={t('search')} value={query} onChange={setQuery} />
      <TemplateList doc={doc} query={query} run={run} onPlace={onPlaceTemplate} />
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
