import { textOf } from '@protolab/shared';
import { BoxText } from '../../parts/BoxText';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { PressedButton } from './pressedButton';

export const frame = 'bare';

/** A button that stays pressed: on, in its `active` style (else with its colours swapped), with `props.activeLabel` if it has one. */
export default function ToggleButton(props: WidgetRendererProps) {
  const activeLabel = textOf(props.view.props.activeLabel);
  return (
    <PressedButton {...props}>
      {(_, on) => <BoxText text={on && activeLabel !== '' ? activeLabel : props.view.text} />}
    </PressedButton>
  );
}
