import { BoxText } from '../../parts/BoxText';
import { IconGlyph } from '../../parts/IconGlyph';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** An icon before the label, the icon as tall as the text. */
export default function IconButton({ view, scale }: WidgetRendererProps) {
  const fontSize = Number(view.style.fontSize) || 14;
  return (
    <span className="pl-row" style={{ gap: 6 * scale }}>
      <IconGlyph icon={view.icon} size={fontSize * 1.4 * scale} />
      <BoxText text={view.text} />
    </span>
  );
}
