import { fontPx, webAddress } from './mediaProps';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** Lines of a page as the editor sketches it: widths as shares of the box. */
const SKETCH = [0.55, 0.9, 0.8, 0.85, 0.4];
const GLOBE = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18';

/**
 * A web page inside the prototype. Played, an iframe of `props.url` (http or https only),
 * sandboxed without same-origin rights and sending no referrer. Display-only (and without a usable
 * address) the page is never loaded: the styled box shows an address bar and sketched lines.
 */
export default function IFrameWidget({ view, style, scale, interactive }: WidgetRendererProps) {
  const url = webAddress(view.props.url);
  if (interactive && url) {
    return (
      <iframe
        className="pl-fill"
        src={url}
        title={view.text ?? url}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        loading="lazy"
        style={{ border: 0 }}
      />
    );
  }
  const font = fontPx(style, scale, view.box.h);
  const bar = font * 2;
  const shown = typeof view.props.url === 'string' ? view.props.url : '';
  return (
    <div className="pl-fill" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <div
        data-address={shown}
        style={{
          flex: 'none',
          height: bar,
          display: 'flex',
          alignItems: 'center',
          gap: font / 2,
          padding: `0 ${font / 1.5}px`,
          background: 'rgba(0, 0, 0, 0.05)',
          borderBottom: '1px solid rgba(0, 0, 0, 0.1)',
          whiteSpace: 'nowrap',
        }}
      >
        <svg width={font} height={font} viewBox="0 0 24 24" aria-hidden style={{ flex: 'none', opacity: 0.6 }}>
          <path d={GLOBE} fill="none" stroke="currentColor" strokeWidth={1.8} />
        </svg>
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>{shown}</span>
      </div>
      <div style={{ flex: 1, display: 'flex', flexDirection: 'column', gap: font * 0.8, padding: font }}>
        {SKETCH.map((share, i) => (
          <span
            key={i}
            style={{
              width: `${share * 100}%`,
              height: i === 0 ? font * 1.2 : font * 0.6,
              borderRadius: font / 4,
              background: 'currentColor',
              opacity: 0.12,
            }}
          />
        ))}
      </div>
    </div>
  );
}
