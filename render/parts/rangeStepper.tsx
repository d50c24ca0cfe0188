// The steppers of the range family: − value +, as one bordered control (Stepper) or a count
// between two round buttons (CountingStepper). A button at its limit stays in place, faded.
import type { CSSProperties, KeyboardEvent } from 'react';
import type { Style } from '@protolab/shared';
import { colorOf, num, str } from '../styleCss';
import type { WidgetRendererProps } from '../widgetRenderer';
import { useFocusRing } from './rangeFocus';

export type StepperLook = 'segmented' | 'round';

function Glyph({ plus }: { plus: boolean }) {
  return (
    <svg width="0.9em" height="0.9em" viewBox="0 0 16 16" aria-hidden style={{ display: 'block' }}>
      <path d={plus ? 'M3 8h10M8 3v10' : 'M3 8h10'} stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" />
    </svg>
  );
}

function buttonCss(look: StepperLook, style: Style, scale: number, plus: boolean): CSSProperties {
  const reset: CSSProperties = {
    flex: 'none',
    display: 'grid',
    placeItems: 'center',
    height: '100%',
    aspectRatio: '1',
    margin: 0,
    padding: 0,
    border: 0,
    font: 'inherit',
    color: 'inherit',
    background: 'transparent',
    boxSizing: 'border-box',
  };
  if (look === 'round') {
    const size = num(style.sizeButton);
    const radius = num(style.radiusButton);
    return {
      ...reset,
      height: `${(size !== undefined && size > 0 && size < 1 ? size : 1) * 100}%`,
      background: colorOf(style, 'backgroundButton') ?? '#3b31c4',
      color: str(style.colorButton) ?? '#fff',
      borderRadius: radius === undefined ? '50%' : radius * scale,
    };
  }
  // the divider between the buttons and the value: the box's left border
  const width = num(style.borderLeftWidth) ?? 0;
  const divider = width > 0 ? `${width * scale}px solid ${str(style.borderLeftColor) ?? '#333'}` : undefined;
  return {
    ...reset,
    color: str(style.colorButton) ?? 'inherit',
    background: colorOf(style, 'backgroundButton') ?? 'transparent',
    [plus ? 'borderLeft' : 'borderRight']: divider,
  };
}

export function RangeStepper({
  view,
  style,
  scale,
  value,
  interactive,
  onValue,
  look,
}: WidgetRendererProps & { look: StepperLook }) {
  const min = num(view.props.min);
  const max = num(view.props.max);
  const count = typeof value === 'number' ? value : (min ?? 0);
  const { ringCss, focusHandlers } = useFocusRing();
  const can = (next: number) => (min === undefined || next >= min) && (max === undefined || next <= max);
  const step = (next: number) => interactive && next !== count && can(next) && onValue(next);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = {
      ArrowUp: count + 1,
      ArrowRight: count + 1,
      ArrowDown: count - 1,
      ArrowLeft: count - 1,
      PageUp: count + 10,
      PageDown: count - 10,
      Home: min,
      End: max,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    step(Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next)));
  };
  const button = (plus: boolean) => {
    const next = plus ? count + 1 : count - 1;
    const blocked = !can(next);
    return (
      <button
        type="button"
        aria-label={plus ? 'Increase' : 'Decrease'}
        aria-disabled={blocked || undefined}
        tabIndex={interactive ? 0 : -1}
        onClick={interactive ? () => step(next) : undefined}
        style={{
          ...buttonCss(look, style, scale, plus),
          opacity: blocked ? 0.4 : undefined,
          cursor: interactive && !blocked ? 'pointer' : undefined,
        }}
      >
        <Glyph plus={plus} />
      </button>
    );
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', width: '100%', height: '100%', minWidth: 0 }}>
      {button(false)}
      <span
        role="spinbutton"
        aria-valuenow={count}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-label={view.text ?? view.name}
        tabIndex={interactive ? 0 : -1}
        onKeyDown={interactive ? onKeyDown : undefined}
        {...(interactive ? focusHandlers : {})}
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', textAlign: 'inherit', whiteSpace: 'nowrap', ...ringCss }}
      >
        {count}
      </span>
      {button(true)}
    </div>
  );
}
