import { useState, type ReactNode } from 'react';
import { textLayout } from '@protolab/shared';
import { IconGlyph } from '../../parts/IconGlyph';
import { num, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { onOffStyles, partCss } from './pieces';

export const frame = 'bare';

/** The pages in view: all that fit, else a window of them with a "…" button on either side to page on. */
function pageWindow(pages: number, fit: number, wanted: number | undefined): number {
  const limit = wanted !== undefined && wanted > 1 ? Math.floor(wanted) : Infinity;
  return pages <= Math.min(fit, limit) ? pages : Math.max(1, Math.min(fit - 2, limit, pages));
}

/**
 * Page buttons 1…`props.max`, each twice as wide as the font is high, in the style's look; the
 * chosen page (the value, from 1) in the active state's look, else the colours swapped. When not
 * all fit (or `props.maxVisisble` is less), "…" buttons (or `props.iconBack` / `props.iconNext`)
 * page through them.
 */
export default function Paging({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const pages = Math.max(0, Math.min(1000, Math.round(num(view.props.max) ?? 5)));
  const page = typeof value === 'number' ? Math.round(value) : 1;
  const font = textLayout(style, view.box.h, true).fontSize;
  const width = font * 2;
  const gap = font * 0.25;
  const shown = pageWindow(
    pages,
    Math.floor((view.box.w + gap) / (width + gap)),
    num(view.props.maxVisisble ?? view.props.maxVisible),
  );
  // the window holds the chosen page, until the tester pages on
  const home = Math.min(Math.max(0, Math.floor((page - 1) / shown) * shown), Math.max(0, pages - shown));
  const [paged, setPaged] = useState<{ first: number; page: number } | null>(null);
  const first = paged && paged.page === page ? paged.first : home;

  const looks = onOffStyles(style, view.style, view.states.active, {
    background: str(style.color) ?? '#333',
    color: str(style.background) ?? '#fff',
  });
  const button = (key: string, content: ReactNode, on: boolean, act: () => void, label: string) => (
    <button
      key={key}
      type="button"
      aria-label={label}
      aria-current={on ? 'page' : undefined}
      tabIndex={interactive ? 0 : -1}
      onClick={interactive ? act : undefined}
      style={{
        flex: 'none',
        width: width * scale,
        height: '100%',
        margin: 0,
        padding: 0,
        border: 0,
        font: 'inherit',
        display: 'grid',
        placeItems: 'center',
        boxSizing: 'border-box',
        cursor: interactive ? 'pointer' : undefined,
        ...partCss(on ? looks.on : looks.off, scale),
        color: str((on ? looks.on : looks.off).color) ?? 'inherit',
      }}
    >
      {content}
    </button>
  );
  const arrow = (icon: unknown, fallback: string) => {
    const name = str(icon);
    return name ? <IconGlyph icon={name} size={font * scale} style={{ width: '1em', height: '1em' }} /> : fallback;
  };
  const turn = (to: number) => setPaged({ first: Math.min(Math.max(0, to), Math.max(0, pages - shown)), page });
  const buttons: ReactNode[] = [];
  if (first > 0)
    buttons.push(button('back', arrow(view.props.iconBack, '…'), false, () => turn(first - shown), 'Previous pages'));
  for (let n = first + 1; n <= Math.min(pages, first + shown); n++) {
    buttons.push(button(String(n), n, n === page, () => n !== page && onValue(n), `Page ${n}`));
  }
  if (first + shown < pages)
    buttons.push(button('next', arrow(view.props.iconNext, '…'), false, () => turn(first + shown), 'Next pages'));
  return (
    <div
      role="navigation"
      aria-label={view.text ?? view.name}
      style={{ display: 'flex', alignItems: 'stretch', width: '100%', height: '100%', gap: gap * scale }}
    >
      {buttons}
    </div>
  );
}
