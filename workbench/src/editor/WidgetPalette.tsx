// The widget palette: the types this browser placed last, the prototype's templates, then every
// type of the widget library in its section (basic, forms, …), each a preview drawn by the one
// renderer over the name designers know it by. The search finds a type by that name, its type
// name or its search words; a click places one on the target screen, a drag drops one where it is
// let go.
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WIDGET_CATEGORIES, WIDGET_TYPES, widgetDefaults, type App, type CommandDraft } from '@protolab/shared';
import { SearchField } from '../ui/SearchField';
import { matchesWords, searchWords } from '../ui/searchWords';
import { PaletteSection } from './palette/PaletteSection';
import { PaletteTile } from './palette/PaletteTile';
import { useRecentWidgets } from './palette/recentWidgets';
import { useWidgetNames } from './palette/widgetNames';
import { TemplateList } from './templates/TemplateList';
import './palette/palette.css';

interface WidgetPaletteProps {
  doc: App;
  run(draft: CommandDraft): void;
  onAdd(type: string): void;
  onPlaceTemplate(templateId: string): void;
}

const RECENT = 'recent';

export const WidgetPalette = memo(function WidgetPalette({ doc, run, onAdd, onPlaceTemplate }: WidgetPaletteProps) {
  const { t, i18n } = useTranslation(['editor', 'palette']);
  const names = useWidgetNames();
  const recent = useRecentWidgets();
  const [query, setQuery] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const words = useMemo(() => searchWords(query), [query]);
  const sections = useMemo(() => {
    const byName = (a: string, b: string) => names.name(a).localeCompare(names.name(b), i18n.language);
    return WIDGET_CATEGORIES.map((category) => ({
      category,
      types: WIDGET_TYPES.filter(
        (type) => widgetDefaults(type)?.category === category && matchesWords(words, names.searchTexts(type)),
      ).sort(byName),
    })).filter((section) => section.types.length > 0);
  }, [names, words, i18n.language]);
  const searching = words.length > 0;
  // while searching, every section with a match is open
  const isOpen = (section: string) => searching || !closed.has(section);
  const toggle = (section: string) =>
    setClosed((now) => {
      const next = new Set(now);
      if (!next.delete(section)) next.add(section);
      return next;
    });
  return (
    <section className="editor-palette" aria-label={t('palette')}>
      <h2 className="editor-panel-title">{t('palette')}</h2>
      <SearchField className="input small" label={t('search')} value={query} onChange={setQuery} />
      {!searching && recent.length > 0 && (
        <PaletteSection title={t('palette:recent')} open={isOpen(RECENT)} onToggle={() => toggle(RECENT)}>
          {recent.map((type) => (
            <PaletteTile
              key={type}
              type={type}
              name={names.name(type)}
              label={t('palette:addRecent', { type: names.name(type) })}
              onAdd={onAdd}
            />
          ))}
        </PaletteSection>
      )}
      <TemplateList doc={doc} query={query} run={run} onPlace={onPlaceTemplate} />
      {sections.map(({ category, types }) => (
        <PaletteSection
          key={category}
          title={t(`palette:category.${category}`)}
          open={isOpen(category)}
          onToggle={() => toggle(category)}
        >
          {types.map((type) => (
            <PaletteTile
              key={type}
              type={type}
              name={names.name(type)}
              label={t('add', { type: names.name(type) })}
              onAdd={onAdd}
            />
          ))}
        </PaletteSection>
      ))}
      {searching && sections.length === 0 && <p className="muted small">{t('palette:noMatch', { query })}</p>}
    </section>
  );
});
