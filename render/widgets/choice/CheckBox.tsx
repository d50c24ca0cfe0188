import { ChoiceButton } from '../../parts/choiceButton';
import { ChoiceMark } from '../../parts/choiceMark';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

export const frame = 'bare';

/** The whole widget is the box; ticked, it takes its `active` style. */
export default function CheckBox({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  return (
    <ChoiceButton
      interactive={interactive}
      role="checkbox"
      on={on}
      label={view.text ?? undefined}
      onPress={() => onValue(!on)}
      style={{ width: '100%', height: '100%', display: 'flex' }}
    >
      <ChoiceMark kind="check" on={on} w={view.box.w} h={view.box.h} style={onStyle(view, style, on)} scale={scale} />
    </ChoiceButton>
  );
}
