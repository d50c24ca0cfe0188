import { optionsOf } from '@protolab/shared';
import { ChoiceButton } from '../../parts/choiceButton';
import { LabeledMark } from '../../parts/choiceLabeled';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { moveInGroup, onStyle } from './choiceStyle';

export const frame = 'bare';

/** A labelled radio per option, spread over the height; arrow keys move the choice, as in a radio group. */
export default function RadioGroup({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const options = optionsOf(view);
  const chosen = typeof value === 'string' ? options.indexOf(value) : -1;
  const choose = (i: number) => i !== chosen && onValue(options[i]);
  const rowHeight = view.box.h / Math.max(1, options.length);
  return (
    <div
      role="radiogroup"
      aria-label={view.text ?? undefined}
      data-choice-group
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
          role="radio"
          on={i === chosen}
          index={i}
          tabStop={i === Math.max(0, chosen)}
          onPress={() => choose(i)}
          onKeyDown={(e) => moveInGroup(e, i, options.length, choose)}
          style={{ display: 'flex', alignItems: 'center', width: '100%' }}
        >
          <LabeledMark
            kind="radio"
            on={i === chosen}
            label={option}
            rowHeight={rowHeight}
            style={onStyle(view, style, i === chosen)}
            scale={scale}
          />
        </ChoiceButton>
      ))}
    </div>
  );
}
