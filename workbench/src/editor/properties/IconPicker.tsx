// An icon ("mdi mdi-<name>"): the button shows the current one and opens a search over all the
// Material Design Icons the API lists (fetched once, when first opened), at most 60 shown at once.
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { iconName } from '@protolab/shared';
import { SearchField } from '../../ui/SearchField';
import { FieldFrame } from './FieldFrame';
import { showsInherited, type Shown } from './selectionValues';

const SHOWN_ICONS = 60;

async function loadIconNames(): Promise<string[]> {
  const answer = await fetch('/icons/mdi.json');
  if (!answer.ok) throw new Error(`icon list: HTTP ${answer.status}`);
  return ((await answer.json()) as { names: string[] }).names;
}

const iconUrl = (name: string) => `/icons/mdi/${name}.svg`;

export function IconPicker({
  label,
  shown,
  onChange,
  onClear,
}: {
  label: string;
  shown: Shown;
  onChange(icon: string): void;
  onClear?: () => void;
}) {
  const { t } = useTranslation('editor');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const names = useQuery({ queryKey: ['icons', 'mdi'], queryFn: loadIconNames, staleTime: Infinity, enabled: open });
  const inherited = showsInherited(shown);
  const current = shown.mixed ? null : iconName(inherited ? shown.inherited : shown.value);
  const words = query
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  const matches = (names.data ?? []).filter((name) => words.every((word) => name.includes(word)));

  return (
    <FieldFrame label={label} id={id} onClear={onClear}>
      <button
        id={id}
        type="button"
        className={`button ghost small editor-icon-current${inherited ? ' is-inherited' : ''}`}
        aria-expanded={open}
        aria-controls={`${id}-picker`}
        onClick={() => setOpen(!open)}
      >
        {current && <img src={iconUrl(current)} alt="" width={20} height={20} />}
        {shown.mixed ? t('mixed') : (current ?? t('noIcon'))}
      </button>
      {open && (
        <div id={`${id}-picker`} className="editor-icon-picker">
          <SearchField label={t('searchIcons')} value={query} autoFocus onChange={setQuery} />
          {names.isPending && <p className="muted">{t('iconsLoading')}</p>}
          {names.isError && <p className="muted">{t('iconsFailed')}</p>}
          {names.isSuccess && matches.length === 0 && <p className="muted">{t('noIcons')}</p>}
          <div className="editor-icon-grid">
            {matches.slice(0, SHOWN_ICONS).map((name) => (
              <button
                key={name}
                type="button"
                className="editor-icon-choice"
                aria-label={name}
                title={name}
                aria-pressed={name === current}
                onClick={() => {
                  onChange(`mdi mdi-${name}`);
                  setOpen(false);
                }}
              >
                <img src={iconUrl(name)} alt="" width={24} height={24} loading="lazy" />
              </button>
            ))}
          </div>
          {matches.length > SHOWN_ICONS && <p className="muted">{t('moreIcons')}</p>}
        </div>
      )}
    </FieldFrame>
  );
}
