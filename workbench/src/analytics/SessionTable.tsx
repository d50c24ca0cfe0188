// The sessions of the results: one row each, with its replay link, validity toggle and why it stands
// out. A long list (a study of 10,000 sessions) draws only the rows in view, plus a few either side:
// the table scrolls in a box of its own, and spacer rows keep the scroll bar true to the whole list.
import { Link } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionRow } from '@protolab/shared';
import { dateTime, duration } from './format';
import './SessionTable.css';

/** Lists up to this long are drawn whole; longer ones by the window in view. */
export const WINDOW_FROM = 100;
/** Each row's height in the windowed list (px; the stylesheet holds rows to it). */
export const ROW_HEIGHT = 37;
/** The box's height when the page cannot tell (no layout, as in component tests). */
const FALLBACK_VIEW = 480;
const OVERSCAN = 8;

/** The rows to draw for a box scrolled to `scrollTop` showing `view` px: [first, end). */
export function visibleRange(count: number, scrollTop: number, view: number): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(count, Math.ceil((scrollTop + view) / ROW_HEIGHT) + OVERSCAN);
  return [first, Math.max(first, end)];
}

export function SessionTable({
  appId,
  sessions,
  example,
  busy,
  onValid,
  unusualText,
}: {
  appId: string;
  sessions: SessionRow[];
  example: boolean;
  /** a validity change is on its way: the toggles wait */
  busy: boolean;
  onValid(session: string, valid: boolean): void;
  unusualText(row: SessionRow): string;
}) {
  const { t, i18n } = useTranslation('analytics');
  const windowed = sessions.length > WINDOW_FROM;
  const box = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, view: FALLBACK_VIEW });
  const measure = useCallback(() => {
    const el = box.current;
    if (el) setScroll({ top: el.scrollTop, view: el.clientHeight || FALLBACK_VIEW });
  }, []);
  useLayoutEffect(() => {
    if (!windowed) return;
    measure();
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [windowed, measure]);
  const [first, end] = windowed ? visibleRange(sessions.length, scroll.top, scroll.view) : [0, sessions.length];
  const spacer = (rows: number, key: string): ReactNode =>
    rows > 0 && <tr key={key} aria-hidden="true" className="spacer" style={{ height: rows * ROW_HEIGHT }} />;
  return (
    <div
      ref={box}
      className={windowed ? 'table-scroll session-window' : 'table-scroll'}
      onScroll={windowed ? measure : undefined}
      data-testid="session-scroll"
    >
      <table className="data-table" data-testid="session-table" aria-rowcount={sessions.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">{t('sessions.session')}</th>
            <th scope="col">{t('sessions.start')}</th>
            <th scope="col">{t('sessions.duration')}</th>
            <th scope="col">{t('sessions.device')}</th>
            <th scope="col">{t('sessions.tasksDone')}</th>
            <th scope="col">{t('sessions.valid')}</th>
            <th scope="col">{t('sessions.unusual')}</th>
          </tr>
        </thead>
        <tbody>
          {spacer(first, 'before')}
          {sessions.slice(first, end).map((row, i) => {
            const index = first + i;
            return (
              <tr key={row.id} className={row.valid ? undefined : 'invalid'} aria-rowindex={index + 2}>
                <th scope="row">
                  <Link
                    to={example ? '/examples/$id/replay/{$session}.html' : '/apps/$id/replay/{$session}.html'}
                    params={{ id: appId, session: row.id }}
                  >
                    {t('sessions.replay')} {index + 1}
                  </Link>
                </th>
                <td>{dateTime(row.start, i18n.language)}</td>
                <td>{duration(row.duration)}</td>
                <td>{row.device}</td>
                <td>{row.tasksDone}</td>
                <td>
                  <input
                    type="checkbox"
                    checked={row.valid}
                    disabled={example || busy}
                    aria-label={t('sessions.validLabel', { session: index + 1 })}
                    onChange={(e) => onValid(row.id, e.target.checked)}
                  />
                </td>
                <td>{unusualText(row)}</td>
              </tr>
            );
          })}
          {spacer(sessions.length - end, 'after')}
        </tbody>
      </table>
    </div>
  );
}
