// A month calendar, as the Date widget and the DateDropDown popup draw it: a header with the month
// and buttons to the months around it, the week day names, and six weeks of days (weeks start on
// Sunday, as quant-ux draws them), the chosen day marked. Days are ISO (`YYYY-MM-DD`), computed in
// UTC so the time zone of the viewer never moves a day.
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { MONTH_NAMES, type Style, type WidgetView } from '@protolab/shared';
import { background, num, str } from '../styleCss';

/** A month: `month` from 0 (January). */
export interface Month {
  year: number;
  month: number;
}

/** The month a calendar shows while no day is chosen and its props name none: fixed, so every view agrees. */
export const REFERENCE_MONTH: Month = { year: 2026, month: 0 };

const DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function isoDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month, day));
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y, m - 1, d];
}

export function monthOf(iso: string): Month {
  const [year, month] = parts(iso);
  return { year, month };
}

function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  return isoDay(y, m, d + days);
}

function addMonths(iso: string, months: number): string {
  const [y, m, d] = parts(iso);
  const last = new Date(Date.UTC(y, m + months + 1, 0)).getUTCDate();
  return isoDay(y, m + months, Math.min(d, last));
}

export function shiftMonth({ year, month }: Month, by: number): Month {
  const date = new Date(Date.UTC(year, month + by, 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() };
}

function inMonth(iso: string | null, { year, month }: Month): iso is string {
  if (!iso) return false;
  const [y, m] = parts(iso);
  return y === year && m === month;
}

/** The month to show: the chosen day's, else `props.month` (`YYYY-MM`), else the reference month. */
export function shownMonth(day: string | null, props: Record<string, unknown>): Month {
  if (day) return monthOf(day);
  const named = typeof props.month === 'string' ? /^(\d{4})-(\d{2})$/.exec(props.month) : null;
  if (named && Number(named[2]) >= 1 && Number(named[2]) <= 12) {
    return { year: Number(named[1]), month: Number(named[2]) - 1 };
  }
  return REFERENCE_MONTH;
}

function names(value: unknown, count: number, fallback: readonly string[]): readonly string[] {
  return Array.isArray(value) && value.length === count && value.every((v) => typeof v === 'string')
    ? (value as string[])
    : fallback;
}

export function monthNames(props: Record<string, unknown>): readonly string[] {
  return names(props.month_names, 12, MONTH_NAMES);
}

/** "15 Jan 2026": a day as a field shows it, the same in every locale. */
export function dayLabel(iso: string, props: Record<string, unknown>): string {
  const [y, m, d] = parts(iso);
  return `${d} ${monthNames(props)[m].slice(0, 3)} ${y}`;
}

/** The 42 days of the six weeks shown (null: a day of the months around it). */
function weeks({ year, month }: Month): (string | null)[][] {
  const offset = new Date(Date.UTC(year, month, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Array.from({ length: 6 }, (_, w) =>
    Array.from({ length: 7 }, (_, d) => {
      const day = w * 7 + d - offset + 1;
      return day >= 1 && day <= length ? isoDay(year, month, day) : null;
    }),
  );
}

const KEY_STEPS: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  PageUp: (iso) => addMonths(iso, -1),
  PageDown: (iso) => addMonths(iso, 1),
};

export interface MonthCalendarProps {
  view: WidgetView;
  style: Style;
  scale: number;
  month: Month;
  chosen: string | null;
  /** played: the tester goes to another month */
  onMonth?: (month: Month) => void;
  /** played: the tester picks a day */
  onPick?: (day: string) => void;
  /** moves the focus to the chosen day (or the first) when shown (a popup opening) */
  autoFocus?: boolean;
}

/**
 * The calendar's colours and sizes as custom properties of its root: its 42 days and 7 day names
 * take them through the renderer's classes (render.css, `pl-cal-…`) instead of each carrying them
 * inline. A calendar is the widget library's largest drawing, and a canvas of many draws them all.
 * An unset colour is `initial`, which leaves the cell as it would be without it.
 */
function calendarVars(style: Style, scale: number): CSSProperties {
  const vars: Record<string, string> = {
    '--pl-cal-gap': `${(num(style.tableBorderWidth) ?? 0) * scale}px`,
    '--pl-cal-radius': `${num(style.itemBorderRadius) ?? 50}%`,
  };
  const colours: Array<[string, string | undefined]> = [
    ['--pl-cal-name-color', str(style.tableHeaderColor)],
    ['--pl-cal-name-bg', background(style.tableHeaderBackground)],
    ['--pl-cal-weekday-color', str(style.weekdayColor)],
    ['--pl-cal-weekday-bg', background(style.weekdayBackground)],
    ['--pl-cal-weekend-color', str(style.weekendColor)],
    ['--pl-cal-weekend-bg', background(style.weekendBackground)],
  ];
  for (const [name, value] of colours) vars[name] = value ?? 'initial';
  return vars as CSSProperties;
}

export function MonthCalendar(props: MonthCalendarProps) {
  const { view, style, scale, month, chosen, onMonth, onPick } = props;
  const played = onPick !== undefined;
  const first = isoDay(month.year, month.month, 1);
  const [focusDay, setFocusDay] = useState(inMonth(chosen, month) ? chosen : first);
  const tabbable = inMonth(focusDay, month) ? focusDay : inMonth(chosen, month) ? chosen : first;
  const grid = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(props.autoFocus === true);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLElement>(`[data-day="${tabbable}"]`)?.focus();
  });

  const label = `${monthNames(view.props)[month.month]} ${month.year}`;
  const go = (by: number) => onMonth?.(shiftMonth(month, by));
  const onKeyDown = (e: KeyboardEvent) => {
    const day = (e.target as HTMLElement).dataset.day;
    if (!day) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onPick?.(day);
      return;
    }
    const step = KEY_STEPS[e.key];
    if (!step) return;
    e.preventDefault();
    const next = step(day);
    if (!inMonth(next, month)) onMonth?.(monthOf(next));
    moveFocus.current = true;
    setFocusDay(next);
  };

  const nav = (by: number, text: unknown, fallback: string, name: string) => {
    const content = typeof text === 'string' && text ? text : fallback;
    const css: CSSProperties = { flex: 'none', width: '2em', textAlign: 'center', font: 'inherit', color: 'inherit' };
    return played ? (
      <button
        type="button"
        aria-label={name}
        onClick={() => go(by)}
        style={{ ...css, border: 0, padding: 0, background: 'transparent', cursor: 'pointer' }}
      >
        {content}
      </button>
    ) : (
      <span aria-hidden style={css}>
        {content}
      </span>
    );
  };

  return (
    <div className="pl-calendar" style={calendarVars(style, scale)}>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          flex: 'none',
          padding: '0.4em 0',
          background: background(style.headerBackground),
          color: str(style.headerColor),
        }}
      >
        {nav(-1, view.props.lastButtonLbl, '‹', 'Previous month')}
        <span aria-live={played ? 'polite' : undefined} style={{ flex: 1, textAlign: 'center', fontWeight: 600 }}>
          {label}
        </span>
        {nav(1, view.props.nextButtonLbl, '›', 'Next month')}
      </div>
      <div
        ref={grid}
        role="grid"
        aria-label={label}
        onKeyDown={played ? onKeyDown : undefined}
        className="pl-cal-weeks"
      >
        <div role="row" className="pl-cal-row">
          {names(view.props.day_names, 7, DAYS).map((name, i) => (
            <span key={i} role="columnheader" className="pl-cal-cell pl-cal-name">
              {name}
            </span>
          ))}
        </div>
        {weeks(month).map((week, w) => (
          <div role="row" key={w} className="pl-cal-row">
            {week.map((day, d) => {
              if (!day) return <span key={d} role="gridcell" className="pl-cal-cell" />;
              const isChosen = day === chosen;
              const weekend = d === 0 || d === 6;
              return (
                <span
                  key={d}
                  role="gridcell"
                  aria-selected={isChosen}
                  data-day={day}
                  tabIndex={played ? (day === tabbable ? 0 : -1) : undefined}
                  onClick={played ? () => onPick(day) : undefined}
                  onFocus={played ? () => setFocusDay(day) : undefined}
                  className={weekend ? 'pl-cal-cell pl-cal-weekend' : 'pl-cal-cell pl-cal-weekday'}
                  style={played ? { cursor: 'pointer' } : undefined}
                >
                  {isChosen ? (
                    <span
                      className="pl-cal-mark"
                      style={{
                        background: background(style.selectedBackground) ?? '#3b31c4',
                        color: str(style.selectedColor) ?? '#ffffff',
                      }}
                    >
                      {Number(day.slice(8))}
                    </span>
                  ) : (
                    // only the chosen day has a mark to draw: the others are their number, centred
                    // in the cell as in a mark (31 elements fewer a calendar)
                    Number(day.slice(8))
                  )}
                </span>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
