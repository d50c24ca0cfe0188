// The left column's Screens and Layers, stacked: they share the height, split by a divider the
// designer drags (or moves with the arrow keys). The split is kept per browser.
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './stackedPanels.css';

const SPLIT_KEY = 'protolab.editor.leftSplit';
/** The top panel's share of the height, in percent: the layers of a screen are usually more than the screens. */
const DEFAULT_SPLIT = 40;
const MIN_SPLIT = 10;
const MAX_SPLIT = 90;
const KEY_STEP = 5;

const clamp = (percent: number) => Math.round(Math.min(MAX_SPLIT, Math.max(MIN_SPLIT, percent)));

function storedSplit(): number {
  try {
    const stored = Number(localStorage.getItem(SPLIT_KEY));
    return stored ? clamp(stored) : DEFAULT_SPLIT;
  } catch {
    return DEFAULT_SPLIT; // storage blocked
  }
}

function keepSplit(percent: number): void {
  try {
    localStorage.setItem(SPLIT_KEY, String(percent));
  } catch {
    // not kept, still applied
  }
}

export function StackedPanels({ top, bottom }: { top: ReactNode; bottom: ReactNode }) {
  const { t } = useTranslation('editor');
  const [split, setSplit] = useState(storedSplit);
  const stack = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const change = (percent: number) => {
    const next = clamp(percent);
    setSplit(next);
    keepSplit(next);
  };
  const follow = (e: PointerEvent<HTMLDivElement>) => {
    const box = stack.current?.getBoundingClientRect();
    if (!dragging.current || !box || box.height <= 0) return;
    change(((e.clientY - box.top) / box.height) * 100);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = { ArrowUp: split - KEY_STEP, ArrowDown: split + KEY_STEP, Home: MIN_SPLIT, End: MAX_SPLIT }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    change(next);
  };

  return (
    <div className="editor-stack" ref={stack}>
      <div className="editor-stack-part" style={{ flexBasis: `${split}%` }}>
        {top}
      </div>
      <div
        className="editor-stack-divider"
        role="separator"
        aria-orientation="horizontal"
        aria-label={t('panelSplit')}
        aria-valuemin={MIN_SPLIT}
        aria-valuemax={MAX_SPLIT}
        aria-valuenow={split}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(e) => {
          dragging.current = true;
          e.currentTarget.setPointerCapture(e.pointerId);
        }}
        onPointerMove={follow}
        onPointerUp={() => (dragging.current = false)}
        onPointerCancel={() => (dragging.current = false)}
      />
      <div className="editor-stack-part editor-stack-rest">{bottom}</div>
    </div>
  );
}
