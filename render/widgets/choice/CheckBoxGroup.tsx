import { optionsOf } from '@protolab/shared';
import { ChoiceButton } from '../../parts/choiceButton';
import { LabeledMark } from '../../parts/choiceLabeled';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle } from './choiceStyle';

export const frame = 'bare';

/** A labelled check box per option, spread over the height; the value is the ticked labels in option order. */
export default function CheckBoxGroup({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const options = optionsOf(view);
  const ticked = Array.isArray(value) ? value.map(String) : [];
  const toggle = (option: string) =>
    onValue(options.filter((o) => (o === option ? !ticked.includes(o) : ticked.includes(o))));
  const rowHeight = view.box.h / Math.max(1, options.length);
  return (
    <div
      role="group"
      aria-label={view.text ?? undefined}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: options.length > 1 ? 'space-between' : 'flex-start',
      }}
    >
      {options.map((option, i) => (
        <ChoiceButton
          key={i}
          interactive={interactive}
          role="checkbox"
          on={ticked.includes(option)}
          onPress={() => toggle(option)}
          style={{ display: 'flex', alignItems: 'center', width: '100%' }}
        >
          <LabeledMark
            kind="check"
            on={ticked.includes(option)}
            label={option}
            rowHeight={rowHeight}
            style={onStyle(view, style, ticked.includes(option))}
            scale={scale}
          />
        </ChoiceButton>
      ))}
    </div>
  );
}
