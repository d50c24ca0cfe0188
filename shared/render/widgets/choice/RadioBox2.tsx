import { ChoiceButton } from '../../parts/choiceButton';
import { ChoiceMark } from '../../parts/choiceMark';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

export const frame = 'bare';

/** A radio whose ring turns the colour of its dot when checked. */
export default function RadioBox2({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const size = Math.min(view.box.w, view.box.h);
  return (
    <ChoiceButton
      interactive={interactive}
      role="radio"
      on={on}
      label={view.text ?? undefined}
      onPress={() => on || onValue(true)}
      style={{ width: '100%', height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <ChoiceMark kind="radio2" on={on} w={size} h={size} style={onStyle(view, style, on)} scale={scale} />
    </ChoiceButton>
  );
}
