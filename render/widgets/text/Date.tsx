import { useState } from 'react';
import { MonthCalendar, shownMonth } from '../../parts/textCalendar';
import type { WidgetRendererProps } from '../../widgetRenderer';

/**
 * A month calendar with the chosen day marked. Played, the tester moves between months (not
 * stored) and picks a day; the month shown follows the value whenever it changes.
 */
export default function DateWidget({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const day = typeof value === 'string' ? value : null;
  const [month, setMonth] = useState(() => shownMonth(day, view.props));
  const [shownDay, setShownDay] = useState(day);
  if (shownDay !== day) {
    setShownDay(day);
    setMonth(shownMonth(day, view.props));
  }
  return (
    <MonthCalendar
      view={view}
      style={style}
      scale={scale}
      month={interactive ? month : shownMonth(day, view.props)}
      chosen={day}
      onMonth={interactive ? setMonth : undefined}
      onPick={interactive ? (picked) => onValue(picked) : undefined}
    />
  );
}
