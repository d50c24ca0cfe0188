import { IconGlyph } from '../../parts/IconGlyph';
import { ChoiceButton } from '../../parts/choiceButton';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { toggleColor, toggleIcon } from './choiceIcons';

export const frame = 'bare';

/** An icon filling the smaller side of its box that toggles, e.g. a heart and its outline. */
export default function IconToggle({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const on = value === true;
  const icon = toggleIcon(view, on);
  const size = Math.min(view.box.w, view.box.h) * scale;
  return (
    <ChoiceButton
      interactive={interactive}
      role="button"
      on={on}
      label={view.text ?? undefined}
      onPress={() => onValue(!on)}
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: toggleColor(style, on),
      }}
    >
      <IconGlyph icon={icon} size={size} style={{ width: size, height: size, margin: 0 }} />
    </ChoiceButton>
  );
}
