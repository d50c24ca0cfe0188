import type { CSSProperties } from 'react';
import { BoxText } from '../../parts/BoxText';
import { ChoiceButton } from '../../parts/choiceButton';
import { sizeOf } from '../../parts/choiceMark';
import { boxCss, colorOf, num, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { optionRadios, unpressed } from './choiceStyle';

export const frame = 'bare';

/**
 * A track of options with a raised highlight behind the chosen one (`selectedBackground`,
 * `selectedColor`, `boxShadowButton` or the `active` style's shadow), inset by `paddingButton`.
 */
export default function SegmentPicker({ view, style: drawn, scale, value, interactive, onValue }: WidgetRendererProps) {
  const style = unpressed(view, drawn);
  const { options, chosen, radio } = optionRadios(view, value, onValue);
  const count = Math.max(1, options.length);
  const pad = sizeOf(style, 'paddingButton', 2, view.box.h / 4);
  const radius = Math.max(0, (num(style.borderTopLeftRadius) ?? 0) - pad);
  const highlight: CSSProperties = {
    position: 'absolute',
    top: pad * scale,
    bottom: pad * scale,
    left: `calc(${(chosen * 100) / count}% + ${pad * scale}px)`,
    width: `calc(${100 / count}% - ${2 * pad * scale}px)`,
    borderRadius: radius * scale,
    background: colorOf(style, 'selectedBackground') ?? '#ffffff',
    boxShadow: boxCss({ boxShadow: view.states.active?.boxShadow ?? style.boxShadowButton }, scale).boxShadow,
    transition: interactive ? 'left 0.2s ease-out' : undefined,
  };
  return (
    <div
      role="radiogroup"
      aria-label={view.text ?? view.name}
      data-choice-group
      style={{ ...boxCss(style, scale), position: 'relative', width: '100%', height: '100%', display: 'flex' }}
    >
      {chosen >= 0 && <span data-highlight style={highlight} />}
      {options.map((option, i) => (
        <ChoiceButton
          key={i}
          interactive={interactive}
          {...radio(i)}
          style={{
            ...textCss(
              i === chosen ? { ...style, color: style.selectedColor ?? style.color } : style,
              scale,
              view.box.h,
              true,
            ),
            position: 'relative',
            flex: '1 1 0',
            display: 'flex',
          }}
        >
          <BoxText text={option} />
        </ChoiceButton>
      ))}
    </div>
  );
}
