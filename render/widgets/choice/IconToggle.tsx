import { IconGlyph } from '../../parts/IconGlyph';
import { ChoiceToggle } from '../../parts/choiceToggle';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { toggleColor, toggleIcon } from './choiceIcons';

export const frame = 'bare';

/** An icon filling the smaller side of its box that toggles, e.g. a heart and its outline. */
export default function IconToggle({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const icon = toggleIcon(view, on);
  const size = Math.min(view.box.w, view.box.h) * scale;
  return (
    <ChoiceToggle
      on={on}
      interactive={interactive}
      onValue={onValue}
      label={view.text ?? undefined}
      style={{ alignItems: 'center', justifyContent: 'center', color: toggleColor(style, on) }}
    >
      <IconGlyph icon={icon} size={size} style={{ width: size, height: size, margin: 0 }} />
    </ChoiceToggle>
  );
}
