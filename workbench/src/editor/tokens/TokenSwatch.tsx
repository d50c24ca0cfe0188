// A small picture of a token's value, drawn with the renderer's css: a colour, a border, a
// shadow, "Aa" in a font, or a box inside a padding.
import { boxCss, textCss } from '@protolab/render';
import type { DesignToken } from '@protolab/shared';
import { tokenStyle } from './tokenValues';

const SIZE = 28;
/** letters in the font, the same in every language */
const FONT_SAMPLE = 'Aa';

export function TokenSwatch({ token }: { token: DesignToken }) {
  const style = tokenStyle(token);
  const text = token.type === 'text';
  return (
    <span
      className={`token-swatch token-swatch-${token.type ?? 'other'}`}
      style={{ ...boxCss(style, 1), ...(text || token.type === 'padding' ? textCss(style, 1, SIZE, true) : {}) }}
      aria-hidden="true"
    >
      {text ? FONT_SAMPLE : token.type === 'padding' && <span className="token-swatch-inner" />}
    </span>
  );
}
