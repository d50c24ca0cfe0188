import { ChoiceButton } from '../../parts/choiceButton';
import { LabeledMark } from '../../parts/choiceLabeled';
import { fontCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

export const frame = 'bare';

/** A radio and its label, one target; a tap on a checked one keeps it checked. */
export default function LabeledRadioBox({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const shown = onStyle(view, style, on);
  return (
    <ChoiceButton
      interactive={interactive}
      role="radio"
      on={on}
      onPress={() => on || onValue(true)}
      style={{
        ...fontCss(shown, scale, view.box.h),
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <LabeledMark kind="radio" on={on} label={view.text ?? ''} rowHeight={view.box.h} style={shown} scale={scale} />
    </ChoiceButton>
  );
}
