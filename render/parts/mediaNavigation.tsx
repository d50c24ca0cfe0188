import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import type { Style } from '@protolab/shared';
import { background, boxCss, num, textCss } from '../styleCss';
import { fontPx, navigationItems, PLAIN_BUTTON, restingStyle } from '../widgets/media/mediaProps';
import type { WidgetRendererProps } from '../widgetRenderer';
import { IconGlyph } from './IconGlyph';

function defined(style: Style): Style {
  return Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined && v !== null));
}

const NEXT = { vertical: 'ArrowDown', horizontal: 'ArrowRight' };
const PREVIOUS = { vertical: 'ArrowUp', horizontal: 'ArrowLeft' };

/**
 * Navigation items (`props.navigation`) in a row (icons over labels) or a column (icon before the
 * label). The bar is drawn in the resting style; the chosen item (the value) in the `active` state's
 * colours, else `selectedOptionColor` / `selectedOptionBackground`; the item under the mouse in `hover`.
 * Each item has the style's padding, `iconSize` icons and `itemGap` between icon and label; `gap`
 * lies between items (-1: spread out across a row).
 */
export function Navigation(props: WidgetRendererProps & { vertical: boolean }) {
  const { view, style, scale, value, interactive, onValue, vertical } = props;
  const items = navigationItems(view.props);
  const [hovered, setHovered] = useState<number | null>(null);
  const list = useRef<HTMLElement>(null);
  const resting = restingStyle(view, style);
  const chosenStyle: Style = {
    ...defined({ color: resting.selectedOptionColor, background: resting.selectedOptionBackground }),
    ...view.states.active,
  };
  const itemHeight = vertical ? view.box.h / Math.max(1, items.length) : view.box.h;
  const font = fontPx(resting, scale, itemHeight);
  const iconSize = num(resting.iconSize) !== undefined ? num(resting.iconSize)! * scale : font * 1.6;
  const gap = num(resting.gap);
  const spread = !vertical && gap === -1;
  const { opacity: _, ...barBox } = boxCss(resting, scale);
  const bar: CSSProperties = {
    ...barBox,
    display: 'flex',
    flexDirection: vertical ? 'column' : 'row',
    justifyContent: spread ? 'space-between' : undefined,
    gap: gap !== undefined && gap > 0 ? gap * scale : 0,
    boxSizing: 'border-box',
  };
  const move = (e: KeyboardEvent) => {
    const direction = vertical ? 'vertical' : 'horizontal';
    const step = e.key === NEXT[direction] ? 1 : e.key === PREVIOUS[direction] ? -1 : 0;
    const buttons = [...(list.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!step || at < 0) return;
    e.preventDefault();
    buttons[(at + step + buttons.length) % buttons.length].focus();
  };
  const drawn = items.map((item, i) => {
    const chosen = typeof value === 'string' && item.label === value;
    const hover = interactive && hovered === i;
    const itemStyle: Style = { ...resting, ...(chosen && chosenStyle), ...(hover && view.states.hover) };
    const css: CSSProperties = {
      ...(interactive && PLAIN_BUTTON),
      ...textCss(itemStyle, scale, itemHeight, !vertical),
      display: 'flex',
      flexDirection: vertical ? 'row' : 'column',
      alignItems: 'center',
      ...(!vertical && { justifyContent: 'center' }),
      gap: (num(itemStyle.itemGap) ?? font / scale / 3) * scale, // default: a third of the text size
      flex: vertical || spread ? 'none' : '1 1 0',
      minWidth: 0,
      background: itemStyle.background !== resting.background ? background(itemStyle.background) : undefined,
    };
    const content = (
      <>
        {item.icon && (
          <IconGlyph icon={item.icon} size={iconSize} style={{ width: iconSize, height: iconSize, margin: 0 }} />
        )}
        <span
          style={{
            width: vertical ? undefined : '100%',
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {item.label}
        </span>
      </>
    );
    return interactive ? (
      <button
        key={i}
        type="button"
        aria-current={chosen ? 'page' : undefined}
        style={css}
        onClick={() => !chosen && onValue(item.label)}
        onPointerEnter={() => setHovered(i)}
        onPointerLeave={() => setHovered((h) => (h === i ? null : h))}
      >
        {content}
      </button>
    ) : (
      <div key={i} data-chosen={chosen || undefined} style={css}>
        {content}
      </div>
    );
  });
  return interactive ? (
    <nav ref={list} className="pl-fill" style={bar} onKeyDown={move}>
      {drawn}
    </nav>
  ) : (
    <div className="pl-fill" style={bar}>
      {drawn}
    </div>
  );
}
