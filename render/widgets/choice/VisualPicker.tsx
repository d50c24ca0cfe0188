import type { CSSProperties } from 'react';
import { optionsOf, textLayout, type Style } from '@protolab/shared';
import { ChoiceButton } from '../../parts/choiceButton';
import { sizeOf } from '../../parts/choiceMark';
import { IconGlyph } from '../../parts/IconGlyph';
import { boxCss, colorOf, fontCss, num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { moveInGroup, onStyle, outlined } from './choiceStyle';

export const frame = 'bare';

/** Design px between two tiles. */
const GAP = 8;

/** `props.columns`, else the count that makes the tiles nearest to square. */
function columnsFor(count: number, w: number, h: number, asked: unknown): number {
  const wanted = num(asked);
  if (wanted !== undefined && wanted >= 1) return Math.min(count, Math.round(wanted));
  let best = 1;
  let bestMiss = Infinity;
  for (let columns = 1; columns <= count; columns++) {
    const rows = Math.ceil(count / columns);
    const tileW = (w - GAP * (columns - 1)) / columns;
    const tileH = (h - GAP * (rows - 1)) / rows;
    const miss = tileW > 0 && tileH > 0 ? Math.abs(Math.log(tileW / tileH)) : Infinity;
    if (miss < bestMiss) [best, bestMiss] = [columns, miss];
  }
  return best;
}

/** The corner badge of the chosen tile: `popIcon`, else a tick, in `popColor` on `popBackground`. */
function Badge({ style, size, scale }: { style: Style; size: number; scale: number }) {
  const px = size * scale;
  const css: CSSProperties = {
    position: 'absolute',
    top: 0.2 * px,
    right: 0.2 * px,
    width: px,
    height: px,
    borderRadius: '50%',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    background: colorOf(style, 'popBackground', 'colorButton') ?? '#333333',
    color: str(style.popColor) ?? '#ffffff',
  };
  const icon = str(style.popIcon);
  const inner = sizeOf(style, 'popIconSize', size * 0.7, size) * scale;
  return (
    <span data-badge style={css}>
      {icon ? (
        <IconGlyph icon={icon} size={inner} style={{ width: inner, height: inner, margin: 0 }} />
      ) : (
        <svg width={inner} height={inner} viewBox="0 0 24 24" aria-hidden>
          <path d="M4.5 12.5l5 5L19.5 7" fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" />
        </svg>
      )}
    </span>
  );
}

/**
 * A grid of tiles, an icon over a label each (`props.icons` by option, else `icon`); the chosen
 * one in the `active` style (else a `colorButton` border) with a badge. A tap on the chosen tile
 * lets it go, as quant-ux's single tile does. Arrow keys move the choice.
 */
export default function VisualPicker({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const options = optionsOf(view);
  const chosen = typeof value === 'string' ? options.indexOf(value) : -1;
  const icons = Array.isArray(view.props.icons) ? view.props.icons : [];
  const { w, h } = view.box;
  const columns = columnsFor(options.length, w, h, view.props.columns);
  const rows = Math.max(1, Math.ceil(options.length / columns));
  const tileW = (w - GAP * (columns - 1)) / columns;
  const tileH = (h - GAP * (rows - 1)) / rows;
  const fontSize = textLayout(style, h, true).fontSize;
  const iconSize = sizeOf(
    style,
    'iconSize',
    Math.max(0, Math.min(tileW, tileH - fontSize * 1.5) * 0.5),
    Math.min(tileW, tileH),
  );
  return (
    <div
      role="listbox"
      aria-label={view.text ?? view.name}
      data-choice-group
      style={{
        width: '100%',
        height: '100%',
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${rows}, minmax(0, 1fr))`,
        gap: GAP * scale,
      }}
    >
      {options.map((option, i) => {
        const on = i === chosen;
        const shown = onStyle(view, style, on, outlined);
        const icon = str(icons[i]) ?? view.icon;
        return (
          <ChoiceButton
            key={i}
            interactive={interactive}
            role="option"
            on={on}
            index={i}
            tabStop={i === Math.max(0, chosen)}
            onPress={() => onValue(on ? null : option)}
            onKeyDown={(e) => moveInGroup(e, i, options.length, (next) => onValue(options[next]), columns)}
            style={{
              ...boxCss(shown, scale),
              ...fontCss(shown, scale, h),
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.3 * fontSize * scale,
              width: '100%',
              height: '100%',
              overflow: 'hidden',
            }}
          >
            {icon && (
              <IconGlyph
                icon={icon}
                size={iconSize * scale}
                style={{ width: iconSize * scale, height: iconSize * scale, margin: 0, color: str(shown.iconColor) }}
              />
            )}
            <span style={{ maxWidth: '100%', textAlign: 'center' }}>{option}</span>
            {on && <Badge style={shown} size={Math.min(22, tileH / 4, tileW / 4)} scale={scale} />}
          </ChoiceButton>
        );
      })}
    </div>
  );
}
