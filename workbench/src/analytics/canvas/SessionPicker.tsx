// The sessions the analytic canvas shows: a searchable list of the valid sessions; none chosen
// means all of them. Long lists show the first rows, and the search narrows them.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@protolab/shared';
import { SearchField } from '../../ui/SearchField';
import { dateTime, duration } from '../format';

/** Rows listed at once; more are reached through the search. */
const SHOWN = 100;

export function SessionPicker({
  sessions,
  picked,
  onPick,
}: {
  sessions: readonly SessionRow[];
  picked: readonly string[];
  onPick(ids: string[]): void;
}) {
  const { t, i18n } = useTranslation('analytics');
  const [query, setQuery] = useState('');
  const valid = sessions.filter((session) => session.valid);
  const words = query.trim().toLowerCase();
  const matching = words
    ? valid.filter(
        (s) =>
          s.id.toLowerCase().includes(words) ||
          s.user.toLowerCase().includes(words) ||
          s.tags.some((tag) => tag.toLowerCase().includes(words)),
      )
    : valid;
  const chosen = new Set(picked);
  const toggle = (id: string) => onPick(chosen.has(id) ? picked.filter((p) => p !== id) : [...picked, id]);
  return (
    <section className="analytic-sessions" aria-labelledby="analytic-sessions-title">
      <h2 id="analytic-sessions-title">{t('canvas.sessions')}</h2>
      <p className="muted" aria-live="polite">
        {picked.length
          ? t('canvas.picked', { count: picked.length, total: valid.length })
          : t('canvas.allPicked', { count: valid.length })}
      </p>
      {picked.length > 0 && (
        <button type="button" className="button secondary small" onClick={() => onPick([])}>
          {t('canvas.allSessions')}
        </button>
      )}
      <SearchField label={t('canvas.searchSessions')} value={query} onChange={setQuery} />
      <ul className="analytic-session-list">
        {matching.slice(0, SHOWN).map((session) => (
          <li key={session.id} data-session={session.id}>
            <label>
              <input type="checkbox" checked={chosen.has(session.id)} onChange={() => toggle(session.id)} />
              <span>{dateTime(session.start, i18n.language)}</span>
              <span className="muted">
                {t('canvas.sessionFigures', { duration: duration(session.duration), count: session.events })}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {matching.length > SHOWN && <p className="muted">{t('canvas.more', { count: matching.length - SHOWN })}</p>}
    </section>
  );
}
