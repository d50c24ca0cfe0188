import type { CSSProperties } from 'react';

// The few fixed marks the text family draws (a field's magnifier, a calendar, a send arrow…), as
// line drawings in the current colour. Built in, so they show offline and in every view at once.
const GLYPHS = {
  search: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M14.5 14.5L20 20',
  calendar: 'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2M3 10h18M8 3v4M16 3v4',
  upload: 'M12 15V4M7 9l5-5l5 5M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  send: 'M12 19V5M6 11l6-6l6 6',
  location: 'M12 5a7 7 0 1 0 0 14a7 7 0 1 0 0-14M12 2v3M12 19v3M2 12h3M19 12h3M12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  picture: 'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2M4 17l5-5l4 4l3-3l4 4M9 8.5v.01',
} as const;

export type GlyphName = keyof typeof GLYPHS;

/** A built-in mark, `size` CSS px square. */
export function Glyph({ name, size, style }: { name: GlyphName; size: number; style?: CSSProperties }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden
      data-glyph={name}
      style={{ flex: 'none', display: 'block', ...style }}
    >
      <path
        d={GLYPHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
