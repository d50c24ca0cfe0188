import { textOf } from '@protolab/shared';
import { BoxText } from '../../parts/BoxText';
import { ChoiceButton } from '../../parts/choiceButton';
import { boxCss, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle, swapped } from './choiceStyle';

export const frame = 'bare';

/** A button that stays pressed: on, in its `active` style (else with its colours swapped), with `props.activeLabel` if it has one. */
export default function ToggleButton({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const shown = onStyle(view, style, on, swapped);
  const activeLabel = textOf(view.props.activeLabel);
  const label = on && activeLabel !== '' ? activeLabel : view.text;
  return (
    <ChoiceButton
      interactive={interactive}
      role="button"
      on={on}
      onPress={() => onValue(!on)}
      style={{
        ...boxCss(shown, scale),
        ...textCss(shown, scale, view.box.h, true),
        width: '100%',
        height: '100%',
        display: 'flex',
      }}
    >
      <BoxText text={label} />
    </ChoiceButton>
  );
}
