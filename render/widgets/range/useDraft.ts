// What a range control shows while the tester drags or presses keys: a draft that follows the
// widget's value whenever that changes, and is reported once the tester lets go or pauses.
import { useEffect, useRef, useState } from 'react';

/** Keys held down or pressed in a row are reported after this pause. */
export const KEY_PAUSE_MS = 400;

export interface Draft<T> {
  /** what to draw now */
  shown: T;
  /** shows a value without reporting it (while dragging) */
  show(value: T): void;
  /** shows a value and reports it after a pause (keys, wheel) */
  settle(value: T): void;
  /** shows a value and reports it now when it differs from the widget's (drag ended, click) */
  commit(value: T): void;
}

export function useDraft<T>(value: T, report: (value: T) => void, pauseMs = KEY_PAUSE_MS): Draft<T> {
  const [draft, setDraft] = useState({ value, from: value });
  // a new value from outside (the tester's last report, a replay step) replaces the draft
  const current = Object.is(draft.from, value) ? draft.value : value;
  if (!Object.is(draft.from, value)) setDraft({ value, from: value });
  const latest = useRef({ value, report });
  latest.current = { value, report };
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  const show = (next: T) => {
    clearTimeout(pause.current);
    setDraft({ value: next, from: latest.current.value });
  };
  const commit = (next: T) => {
    show(next);
    if (!Object.is(next, latest.current.value)) latest.current.report(next);
  };
  const settle = (next: T) => {
    show(next);
    pause.current = setTimeout(() => commit(next), pauseMs);
  };
  return { shown: current, show, settle, commit };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
