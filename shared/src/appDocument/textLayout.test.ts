import { describe, expect, it } from 'vitest';
import { textLayout } from './textLayout';

describe('text layout', () => {
  it('centres text in buttons and the like unless the style aligns it', () => {
    expect(textLayout({ fontSize: 16 }, 40, true)).toMatchObject({ align: 'center', vertical: 'middle', fontSize: 16 });
    expect(textLayout({ textAlign: 'right', verticalAlign: 'bottom' }, 40, true)).toMatchObject({
      align: 'right',
      vertical: 'bottom',
    });
    expect(textLayout({}, 40, false)).toMatchObject({ align: 'left', vertical: 'top', fontSize: 14 });
  });

  it('puts text whose vertical alignment a design token cleared at the top, in buttons too', () => {
    // Reference rule (quant-ux): a cleared alignment gives the label class
    // "MatcInlineEditVAlign-undefined-…", which no rule places, so the text stays at the top
    expect(textLayout({ verticalAlign: null }, 40, true).vertical).toBe('top');
    expect(textLayout({ verticalAlign: null, textAlign: null }, 40, true).align).toBe('center');
  });

  it('sizes "Auto" text as quant-ux does, round(0.95 × box height), and reads line heights in px or as multiples', () => {
    const auto = textLayout({ fontSize: 'Auto', lineHeight: 57 }, 40, false);
    expect(auto.fontSize).toBe(38);
    expect(auto.lineHeight).toBe(1.5);
    expect(textLayout({ fontSize: 'Auto' }, 25, false).fontSize).toBe(24);
    expect(textLayout({ lineHeight: 1.2 }, 20, false).lineHeight).toBe(1.2);
  });

  it('reads padding per side, numbers stored as text too', () => {
    expect(textLayout({ paddingTop: 2, paddingLeft: '8' }, 20, false).padding).toEqual({
      top: 2,
      right: 0,
      bottom: 0,
      left: 8,
    });
  });
});
