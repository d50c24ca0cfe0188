import { textLayout } from '@protolab/shared';
import { BoxText } from '../../parts/BoxText';
import { ChoiceButton } from '../../parts/choiceButton';
import { sizeOf } from '../../parts/choiceMark';
import { IconGlyph } from '../../parts/IconGlyph';
import { boxCss, textCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onStyle, swapped } from './choiceStyle';

export const frame = 'bare';

/** A button with its icon before the label that stays pressed: on, in its `active` style, else with its colours swapped. */
export default function IconToggleButton({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const shown = onStyle(view, style, on, swapped);
  const fontSize = textLayout(shown, view.box.h, true).fontSize;
  const iconSize = sizeOf(shown, 'iconSize', fontSize * 1.4, view.box.h);
  return (
    <ChoiceButton
      interactive={interactive}
      role="button"
      on={on}
      onPress={() => onValue(!on)}
      style={{
        ...boxCss(shown, scale),
        ...textCss(shown, scale, view.box.h, true),
        width: '100%',
        height: '100%',
        display: 'flex',
      }}
    >
      <span className="pl-row" style={{ gap: 0.4 * fontSize * scale }}>
        {view.icon && (
          <IconGlyph
            icon={view.icon}
            size={iconSize * scale}
            style={{ width: iconSize * scale, height: iconSize * scale, margin: 0 }}
          />
        )}
        <BoxText text={view.text} />
      </span>
    </ChoiceButton>
  );
}
