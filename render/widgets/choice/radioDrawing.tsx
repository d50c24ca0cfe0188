import { ChoiceButton } from '../../parts/choiceButton';
import { ChoiceMark } from '../../parts/choiceMark';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

/**
 * A lone radio of the given mark. A tap on a checked radio keeps it so: the simulator unchecks its
 * group's others.
 */
export function radioDrawing(kind: 'radio' | 'radio2') {
  return function Radio({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
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
        <ChoiceMark kind={kind} on={on} w={size} h={size} style={onStyle(view, style, on)} scale={scale} />
      </ChoiceButton>
    );
  };
}
