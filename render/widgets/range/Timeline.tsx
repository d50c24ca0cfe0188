import type { KeyboardEvent } from 'react';
import { optionsOf, timelineLayout, timelineLineColour, timelineStepColours } from '@protolab/shared';
import type { WidgetRendererProps } from '../../widgetRenderer';

export const frame = 'bare';

/**
 * Steps on a vertical bar the widget's height: a circle and a label each, `elementSpacing` apart
 * (-1: spread over the box); the chosen one in the active circle colours and `cicleActiveTextColor` (the format's
 * spelling; `circle…` is read too). Played: a radio group, tap a step or use the arrow keys.
 */
export default function Timeline({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const options = optionsOf(view);
  const chosen = typeof value === 'string' ? value : null;
  const { circle, ring, line, first, step, gap } = timelineLayout(style, options.length, view.box.h);
  const focusable = Math.max(0, options.indexOf(chosen ?? ''));

  const choose = (option: string) => interactive && option !== chosen && onValue(option);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>, i: number) => {
    const last = options.length - 1;
    const to = { ArrowDown: i + 1, ArrowRight: i + 1, ArrowUp: i - 1, ArrowLeft: i - 1, Home: 0, End: last, ' ': i }[
      e.key
    ];
    if (to === undefined) return;
    e.preventDefault();
    const index = to > last ? 0 : to < 0 ? last : to;
    choose(options[index]);
    e.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="radio"]')[index]?.focus();
  };
  return (
    <div
      role="radiogroup"
      aria-label={view.text ?? view.name}
      style={{ position: 'relative', width: '100%', height: '100%' }}
    >
      {options.length > 0 && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            left: ((circle - line) / 2) * scale,
            top: 0,
            width: line * scale,
            height: '100%',
            borderRadius: (line / 2) * scale,
            background: timelineLineColour(style),
          }}
        />
      )}
      {options.map((option, i) => {
        const on = option === chosen;
        const colours = timelineStepColours(style, on);
        return (
          <div
            key={`${i}-${option}`}
            role="radio"
            aria-checked={on}
            tabIndex={interactive && i === focusable ? 0 : -1}
            onClick={interactive ? () => choose(option) : undefined}
            onKeyDown={interactive ? (e) => onKeyDown(e, i) : undefined}
            style={{
              position: 'absolute',
              left: 0,
              right: 0,
              top: (first + i * step) * scale,
              height: circle * scale,
              display: 'flex',
              alignItems: 'center',
              whiteSpace: 'nowrap',
              cursor: interactive ? 'pointer' : undefined,
              color: colours.text,
            }}
          >
            <span
              aria-hidden
              style={{
                flex: 'none',
                boxSizing: 'border-box',
                width: circle * scale,
                height: circle * scale,
                borderRadius: '50%',
                borderStyle: 'solid',
                borderWidth: ring * scale,
                borderColor: colours.border,
                background: colours.fill,
              }}
            />
            <span
              style={{
                paddingLeft: gap * scale,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {option}
            </span>
          </div>
        );
      })}
    </div>
  );
}
