import type { CSSProperties } from 'react';
import { BoxText } from '../../parts/BoxText';
import { ChoiceButton } from '../../parts/choiceButton';
import { background, boxCss, num, str, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { optionRadios, onStyle, swapped, unpressed } from './choiceStyle';

export const frame = 'bare';

/**
 * Joined segments in one bordered box, a line between each two; the chosen one in the `active`
 * style (else with the colours swapped). Arrow keys move the choice.
 */
export default function SegmentButton({ view, style: drawn, scale, value, interactive, onValue }: WidgetRendererProps) {
  const style = unpressed(view, drawn);
  const { options, chosen, radio } = optionRadios(view, value, onValue);
  const line = num(style.borderLeftWidth) ?? 0;
  return (
    <div
      role="radiogroup"
      aria-label={view.text ?? view.name}
      data-choice-group
      style={{ ...boxCss(style, scale), width: '100%', height: '100%', display: 'flex', overflow: 'hidden' }}
    >
      {options.map((option, i) => {
        const shown = onStyle(view, drawn, i === chosen, swapped);
        const segment: CSSProperties = {
          ...textCss(shown, scale, view.box.h, true),
          flex: '1 1 0',
          display: 'flex',
          background: i === chosen ? background(shown.background) : undefined,
          ...(i > 0 &&
            line > 0 && {
              borderLeftWidth: line * scale,
              borderLeftStyle: 'solid',
              borderLeftColor: str(style.borderLeftColor) ?? '#333333',
            }),
        };
        return (
          <ChoiceButton key={i} interactive={interactive} {...radio(i)} style={segment}>
            <BoxText text={option} />
          </ChoiceButton>
        );
      })}
    </div>
  );
}
