import type { CSSProperties, ReactNode } from 'react';
import type { WidgetRendererProps } from '../widgetRenderer';
import { ChoiceButton } from './choiceButton';

/** A button filling the widget box, its content in a row, pressed while on: a press flips the value. */
export function ChoiceToggle(
  props: Pick<WidgetRendererProps, 'interactive' | 'onValue'> & {
    on: boolean;
    label?: string;
    style: CSSProperties;
    children: ReactNode;
  },
) {
  const { on, interactive, onValue, label, style, children } = props;
  const fill: CSSProperties = { width: '100%', height: '100%', display: 'flex' };
  return (
    <ChoiceButton
      interactive={interactive}
      role="button"
      on={on}
      label={label}
      onPress={() => onValue(!on)}
      style={{ ...fill, ...style }}
    >
      {children}
    </ChoiceButton>
  );
}
