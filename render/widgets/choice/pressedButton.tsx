// The toggle buttons' shared drawing (a lower-case file: not loaded as a widget type).
import type { ReactNode } from 'react';
import type { Style } from '@protolab/shared';
import { ChoiceToggle } from '../../parts/choiceToggle';
import { boxCss, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle, swapped } from './choiceStyle';

/**
 * A button that stays pressed: on, in its `active` style, else with its colours swapped; a press flips
 * the value. `children` draws the content in the style shown.
 */
export function PressedButton(props: WidgetRendererProps & { children(shown: Style, on: boolean): ReactNode }) {
  const { view, style, scale, value, interactive, onValue, children } = props;
  const on = value === true;
  const shown = onStyle(view, style, on, swapped);
  return (
    <ChoiceToggle
      on={on}
      interactive={interactive}
      onValue={onValue}
      style={{ ...boxCss(shown, scale), ...textCss(shown, scale, view.box.h, true) }}
    >
      {children(shown, on)}
    </ChoiceToggle>
  );
}
