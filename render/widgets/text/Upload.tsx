import { useState } from 'react';
import { textOf } from '@protolab/shared';
import { IconGlyph } from '../../parts/IconGlyph';
import { fontSizeOf } from '../../parts/textField';
import { Glyph } from '../../parts/textGlyphs';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { shareUpload } from './uploads';

/**
 * A drop zone: an upload mark (or the style's icon) over the label, or over the chosen file's name
 * once there is one. Played, the whole zone is a file input: a tap chooses a file, a drop gives one.
 */
export default function Upload({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const [focused, setFocused] = useState(false);
  const name = textOf(value);
  const size = fontSizeOf(style, view.box.h) * 2 * scale;
  const accept = typeof view.props.accept === 'string' ? view.props.accept : undefined;
  return (
    <>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: size * 0.25,
          maxWidth: '100%',
          minWidth: 0,
        }}
      >
        {view.icon && !name ? (
          <IconGlyph icon={view.icon} size={size} />
        ) : (
          <Glyph name={name ? 'file' : 'upload'} size={size} />
        )}
        <span
          className="pl-text"
          data-file={name || undefined}
          style={name ? { whiteSpace: 'pre', overflow: 'hidden', textOverflow: 'ellipsis' } : undefined}
        >
          {name || view.text}
        </span>
      </div>
      {interactive && (
        <input
          type="file"
          className="pl-fill"
          aria-label={view.text ?? 'Choose a file'}
          accept={accept}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            shareUpload(file);
            onValue(file.name);
          }}
          style={{ opacity: 0, cursor: 'pointer', margin: 0 }}
        />
      )}
      {focused && (
        <span
          className="pl-fill"
          aria-hidden
          style={{ outline: `${2 * scale}px solid currentColor`, outlineOffset: -4 * scale, pointerEvents: 'none' }}
        />
      )}
    </>
  );
}
