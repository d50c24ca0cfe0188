import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { importQuantUxApp } from './quantUx';
import { textLayout } from './textLayout';
import { boxWrapsText, textApartFromBox } from './textPlacement';
import { resolveWidgetStyle } from './widgetStyle';

describe('text placement as the existing product draws it', () => {
  it('takes a Button’s label apart from its box, out of reach of its decoration, only when one of nine classes places it', () => {
    // Reference rule (quant-ux RenderFactory._set_verticalAlign and widgets.scss): the label gets
    // "MatcInlineEditVAlign-<vertical>-<horizontal>"; only top/middle/bottom × left/center/right
    // exist, each position: absolute, and CSS does not carry text-decoration into out-of-flow boxes.
    const underlined = { textDecoration: 'underline' };
    expect(textApartFromBox('Button', { ...underlined, verticalAlign: 'middle', textAlign: 'center' })).toBe(true);
    expect(textApartFromBox('Button', { ...underlined, verticalAlign: 'top', textAlign: 'left' })).toBe(true);
    expect(textApartFromBox('Button', { ...underlined, verticalAlign: null, textAlign: 'left' })).toBe(false);
    expect(textApartFromBox('Button', { ...underlined, verticalAlign: 'middle' })).toBe(false);
    expect(textApartFromBox('Button', underlined)).toBe(false);
    expect(textApartFromBox('Label', { ...underlined, verticalAlign: 'middle', textAlign: 'center' })).toBe(false);
  });

  it('wraps a Label’s box around its text when a token cleared its vertical alignment', () => {
    // Reference rule (quant-ux UIWidget._set_verticalAlign): the Label's text node, which is its
    // box, loses "MatcWidgetTypeLabelInlineEditable" (width and height 100%) for the alignment class.
    // A named alignment keeps our Labels' box filling the widget (see textPlacement.ts).
    expect(boxWrapsText('Label', { verticalAlign: null })).toBe(true);
    expect(boxWrapsText('Label', { verticalAlign: 'middle' })).toBe(false);
    expect(boxWrapsText('Label', { color: '#333' })).toBe(false);
    expect(boxWrapsText('Button', { verticalAlign: 'middle' })).toBe(false);
  });
});

describe.skipIf(!hasQuantUx)('designToken1', () => {
  const app = importQuantUxApp(readQuantUx('designToken1.json')).app;

  it('draws the underlined token’s Button without the underline, and the shadowed label’s box around its text', () => {
    // w10007 links "Underine" (underline, middle, center); w10012 links "14pt", which has no vertical alignment
    expect(textApartFromBox('Button', resolveWidgetStyle(app, app.widgets.w10007))).toBe(true);
    expect(boxWrapsText('Label', resolveWidgetStyle(app, app.widgets.w10012))).toBe(true);
  });

  it('puts the text of a Button whose text token lacks a vertical alignment at the top', () => {
    // w10005 links every text prop to "14pt", which has none
    expect(textLayout(resolveWidgetStyle(app, app.widgets.w10005), 60, true).vertical).toBe('top');
  });
});
