import { textLayout } from '@protolab/shared';
import { BoxText } from '../../parts/BoxText';
import { sizeOf } from '../../parts/choiceMark';
import { IconGlyph } from '../../parts/IconGlyph';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { PressedButton } from './pressedButton';

export const frame = 'bare';

/** A button with its icon before the label that stays pressed: on, in its `active` style, else with its colours swapped. */
export default function IconToggleButton(props: WidgetRendererProps) {
  const { view, scale } = props;
  return (
    <PressedButton {...props}>
      {(shown) => {
        const fontSize = textLayout(shown, view.box.h, true).fontSize;
        const iconSize = sizeOf(shown, 'iconSize', fontSize * 1.4, view.box.h);
        return (
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
        );
      }}
    </PressedButton>
  );
}
