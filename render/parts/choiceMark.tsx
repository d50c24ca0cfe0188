import type { CSSProperties } from 'react';
import type { Style } from '@protolab/shared';
import { boxCss, num, str, withBorderColor } from '../styleCss';

// The box of a check box and the circle of a radio, drawn from the widget's style: `background`,
// the borders and (for a box) the corners; the tick or dot in `colorButton`.

const CORNERS = ['TopLeft', 'TopRight', 'BottomRight', 'BottomLeft'] as const;

/** A size from the style in design px (a positive number), else `fallback`; never above `max`. */
export function sizeOf(style: Style, key: string, fallback: number, max = Infinity): number {
  const value = num(style[key]);
  return Math.min(max, value !== undefined && value > 0 ? value : fallback);
}

/** The colour of a tick or dot. */
export function markColor(style: Style): string {
  return str(style.colorButton) ?? str(style.color) ?? '#333333';
}

export interface ChoiceMarkProps {
  /** `radio2`: the ring takes the dot's colour when checked */
  kind: 'check' | 'radio' | 'radio2';
  on: boolean;
  /** design px */
  w: number;
  h: number;
  style: Style;
  scale: number;
}

export function ChoiceMark({ kind, on, w, h, style, scale }: ChoiceMarkProps) {
  const color = markColor(style);
  // the box model and centring are the class's (render.css): a choice group draws many marks
  // a radio is round: its corners are not the style's; a checked radio2's ring is the dot's colour
  const drawn: Style = withBorderColor({ ...style }, kind === 'radio2' && on ? color : undefined);
  if (kind !== 'check') for (const corner of CORNERS) drawn[`border${corner}Radius`] = undefined;
  const css: CSSProperties = { ...boxCss(drawn, scale), width: w * scale, height: h * scale };
  if (kind !== 'check') css.borderRadius = '50%';
  return (
    <span className="pl-mark" data-mark={kind === 'check' ? 'check' : 'radio'} style={css}>
      {on &&
        (kind === 'check' ? (
          // the existing product's hook: a stroke a tenth of the box wide, across two thirds of it
          <svg width="100%" height="100%" viewBox="0 0 24 24" aria-hidden data-tick>
            <path
              d="M4 12.5l5.5 5.5L20 6"
              fill="none"
              stroke={color}
              strokeWidth={2.4}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        ) : (
          <span style={{ width: '50%', height: '50%', borderRadius: '50%', background: color }} />
        ))}
    </span>
  );
}
