import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import { textLayout, imageUrls } from '@protolab/shared';
import { ImagePlaceholder, Picture } from '../../parts/Picture';
import { boxCss, str } from '../../styleCss';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { finite } from './vectorData';

export const frame = 'bare';

const CHECK = 'M5 12.5L10 17L19 7.5';

/**
 * `props.images` in a grid of `imageWidth` × `imageHeight` cells `gap` apart, inside the style's
 * padding; each image has the style's background, border, corners and shadow. Chosen images (the
 * value: their urls) are ringed and ticked in `selectColor`. Without images the cells that fit are
 * empty-image placeholders. Played, the images are the options of a listbox (`selectionMode`
 * `multi` or `single`); with `none` they are only tapped.
 */
export default function ImageGrid({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const urls = imageUrls(view.props);
  const mode =
    view.props.selectionMode === 'single' || view.props.selectionMode === 'none' ? view.props.selectionMode : 'multi';
  const selectable = interactive && mode !== 'none' && urls.length > 0;
  const cellW = finite(view.props.imageWidth) ?? 128;
  const cellH = finite(view.props.imageHeight) ?? 128;
  const gap = finite(view.props.gap) ?? 0;
  const pad = textLayout(style, view.box.h, false).padding;
  const columns = Math.max(1, Math.floor((view.box.w - pad.left - pad.right + gap) / (cellW + gap)));
  const rows = Math.max(1, Math.floor((view.box.h - pad.top - pad.bottom + gap) / (cellH + gap)));
  const chosen = new Set(Array.isArray(value) ? value.map(String) : []);
  const [current, setCurrent] = useState(0);
  const { opacity: _, ...cellBox } = boxCss(style, scale);
  const mark = str(style.selectColor) ?? '#3b31c4';

  const toggle = (url: string) => {
    if (mode === 'single') return onValue(chosen.has(url) ? [] : [url]);
    const next = new Set(chosen);
    if (next.has(url)) next.delete(url);
    else next.add(url);
    onValue(urls.filter((u, i) => next.has(u) && urls.indexOf(u) === i));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const steps: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
    const step = steps[e.key];
    if (step) {
      e.preventDefault();
      const next = Math.min(urls.length - 1, Math.max(0, current + step));
      setCurrent(next);
      e.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
    } else if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault();
      toggle(urls[current]);
    }
  };

  const cell: CSSProperties = {
    ...cellBox,
    position: 'relative',
    overflow: 'hidden',
    boxSizing: 'border-box',
    width: cellW * scale,
    height: cellH * scale,
    cursor: interactive ? 'pointer' : undefined,
  };
  const tick = 22 * scale;
  const cells = urls.length
    ? urls.map((url, i) => {
        const on = chosen.has(url);
        const option = selectable
          ? {
              role: 'option',
              'aria-selected': on,
              'aria-label': `${i + 1} / ${urls.length}`,
              tabIndex: i === current ? 0 : -1,
              onFocus: () => setCurrent(i),
              onClick: () => (setCurrent(i), toggle(url)),
            }
          : {};
        return (
          <div key={i} data-chosen={on || undefined} style={cell} {...option}>
            <Picture url={url} />
            {on && (
              <>
                <span
                  className="pl-fill"
                  style={{ boxShadow: `inset 0 0 0 ${3 * scale}px ${mark}`, borderRadius: 'inherit' }}
                />
                <svg
                  width={tick}
                  height={tick}
                  viewBox="0 0 24 24"
                  aria-hidden
                  style={{
                    position: 'absolute',
                    top: 6 * scale,
                    right: 6 * scale,
                    borderRadius: '50%',
                    background: mark,
                  }}
                >
                  <path d={CHECK} fill="none" stroke="#ffffff" strokeWidth={2.5} />
                </svg>
              </>
            )}
          </div>
        );
      })
    : Array.from({ length: columns * rows }, (_, i) => (
        <div key={i} style={cell}>
          <ImagePlaceholder />
        </div>
      ));
  return (
    <div
      className="pl-fill"
      role={selectable ? 'listbox' : undefined}
      aria-multiselectable={selectable ? mode === 'multi' : undefined}
      onKeyDown={selectable ? onKeyDown : undefined}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, ${cellW * scale}px)`,
        gridAutoRows: `${cellH * scale}px`,
        gap: gap * scale,
        padding: `${pad.top * scale}px ${pad.right * scale}px ${pad.bottom * scale}px ${pad.left * scale}px`,
        alignContent: 'start',
        boxSizing: 'border-box',
        overflow: 'hidden',
      }}
    >
      {cells}
    </div>
  );
}
