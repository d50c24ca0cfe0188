import { IconGlyph } from '../../parts/IconGlyph';
import { ChoiceToggle } from '../../parts/choiceToggle';
import { fontCss } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { toggleColor, toggleIcon } from './choiceIcons';

export const frame = 'bare';

/** An icon toggle as tall as its box with the label after it, one target. */
export default function LabeledIconToggle({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const size = view.box.h * scale;
  return (
    <ChoiceToggle
      on={on}
      interactive={interactive}
      onValue={onValue}
      style={{ ...fontCss(style, scale, view.box.h), alignItems: 'center' }}
    >
      <IconGlyph
        icon={toggleIcon(view, on)}
        size={size}
        style={{ width: size, height: size, color: toggleColor(style, on), margin: 0, marginRight: 0.3 * size }}
      />
      <span style={{ minWidth: 0 }}>{view.text}</span>
    </ChoiceToggle>
  );
}
