// The tag chips above the results: choosing tags keeps only the sessions carrying them.
import { useTranslation } from 'react-i18next';
import type { TagFilter } from '@protolab/shared';
import type { TagChoice } from './useAnalytics';

export function TagFilterBar({
  tags,
  filter,
  onChange,
}: {
  tags: TagChoice[];
  filter: TagFilter;
  onChange(filter: TagFilter): void;
}) {
  const { t } = useTranslation('analytics');
  // A chosen tag no session carries any more stays, so it can be unchosen.
  const chips = [
    ...tags,
    ...filter.tags.filter((name) => !tags.some((tag) => tag.name === name)).map((name) => ({ name })),
  ];
  if (chips.length === 0) return null;
  const toggle = (name: string) =>
    onChange({
      ...filter,
      tags: filter.tags.includes(name) ? filter.tags.filter((tag) => tag !== name) : [...filter.tags, name],
    });
  return (
    <div className="tag-filter" role="group" aria-label={t('tags.filter')} data-testid="tag-filter">
      <span className="muted">{t('tags.filter')}</span>
      {chips.map((tag: TagChoice) => (
        <button
          key={tag.name}
          type="button"
          className="tag-chip"
          aria-pressed={filter.tags.includes(tag.name)}
          onClick={() => toggle(tag.name)}
        >
          <span className="tag-swatch" style={tag.color ? { background: tag.color } : undefined} aria-hidden="true" />
          {tag.name}
        </button>
      ))}
      {chips.length > 1 && (
        <label className="check-row">
          <input
            type="checkbox"
            checked={filter.tagMode === 'all'}
            onChange={(e) => onChange({ ...filter, tagMode: e.target.checked ? 'all' : 'any' })}
          />
          {t('tags.all')}
        </label>
      )}
    </div>
  );
}
