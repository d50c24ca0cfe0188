import { ChoiceButton } from '../../parts/choiceButton';
import { LabeledMark } from '../../parts/choiceLabeled';
import { fontCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

export const frame = 'bare';

/** A check box and its label, one target: a tap on the label ticks it too. */
export default function LabeledCheckBox({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const shown = onStyle(view, style, on);
  return (
    <ChoiceButton
      interactive={interactive}
      role="checkbox"
      on={on}
      onPress={() => onValue(!on)}
      style={{
        ...fontCss(shown, scale, view.box.h),
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <LabeledMark kind="check" on={on} label={view.text ?? ''} rowHeight={view.box.h} style={shown} scale={scale} />
    </ChoiceButton>
  );
}
