// The toggle buttons' shared drawing (a lower-case file: not loaded as a widget type).
import type { ReactNode } from 'react';
import type { Style } from '@protolab/shared';
import { ChoiceButton } from '../../parts/choiceButton';
import { boxCss, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle, swapped } from './choiceStyle';

/**
 * A button that stays pressed: on, in its `active` style, else with its colours swapped; a press flips
 * the value. `children` draws the content in the style shown.
 */
export function PressedButton({
  view,
  style,
  scale,
  value,
  interactive,
  onValue,
  children,
}: WidgetRendererProps & { children(shown: Style, on: boolean): ReactNode }) {
  const on = value === true;
  const shown = onStyle(view, style, on, swapped);
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
      {children(shown, on)}
    </ChoiceButton>
  );
}
