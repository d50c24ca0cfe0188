import type { CSSProperties } from 'react';
import { ChoiceButton } from '../../parts/choiceButton';
import { sizeOf } from '../../parts/choiceMark';
import { boxCss, colorOf, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

export const frame = 'bare';

/**
 * A pill track with a knob, right when on. The track is `background` off and `colorForeGround`
 * on (with the `active` style on top when on), the knob `colorButton` with its own border
 * (`borderWidthButton`, `borderColorButton`) and shadow (`boxShadowButton`).
 */
export default function Switch({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const shown = onStyle(view, style, on);
  const { w, h } = view.box;
  const width = (side: string) => num(shown[`border${side}Width`]) ?? 0;
  const innerW = w - width('Left') - width('Right');
  const innerH = h - width('Top') - width('Bottom');
  const pad = sizeOf(shown, 'paddingButton', 2, innerH / 3);
  const knobH = innerH - 2 * pad;
  const knobW = view.props.roundButton === true ? knobH : innerW / 2 - pad;
  const radius = Math.max(0, (num(shown.borderTopLeftRadius) ?? 0) - pad);
  const track = {
    ...boxCss({ ...shown, boxShadow: undefined }, scale),
    background:
      (on && colorOf(shown, 'colorForeGround', 'colorForeground')) || colorOf(shown, 'background') || '#d5d5dc',
  };
  const knobBorder = num(shown.borderWidthButton) ?? 0;
  const knob: CSSProperties = {
    position: 'absolute',
    top: pad * scale,
    left: (on ? innerW - pad - knobW : pad) * scale,
    width: knobW * scale,
    height: knobH * scale,
    boxSizing: 'border-box',
    borderRadius: view.props.roundButton === true ? '50%' : radius * scale,
    background: colorOf(shown, 'colorButton') ?? '#ffffff',
    ...(knobBorder > 0 && {
      borderWidth: knobBorder * scale,
      borderStyle: 'solid',
      borderColor: str(shown.borderColorButton) ?? '#333333',
    }),
    boxShadow: boxCss({ boxShadow: shown.boxShadowButton ?? shown.boxShadow }, scale).boxShadow,
    transition: interactive ? 'left 0.15s ease-out' : undefined,
  };
  return (
    <ChoiceButton
      interactive={interactive}
      role="switch"
      on={on}
      label={view.text ?? undefined}
      onPress={() => onValue(!on)}
      style={{
        ...track,
        position: 'relative',
        width: '100%',
        height: '100%',
        transition: interactive ? 'background 0.15s ease-out' : undefined,
      }}
    >
      <span data-knob style={knob} />
    </ChoiceButton>
  );
}
