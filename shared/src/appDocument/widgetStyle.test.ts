import { describe, expect, it } from 'vitest';
import { hasQuantUx, readQuantUx } from '../../../test/support/quantUxFixtures';
import { DEFAULT_DROPDOWN_FONT_SIZE, DEFAULT_FONT_SIZE } from '../constants';
import { newApp, type App } from '../model/app';
import { newDesignToken } from '../model/designToken';
import { newTemplate } from '../model/template';
import { newWidget, type Widget } from '../model/widget';
import { resolveDesignTokens } from './designTokens';
import { importQuantUxApp } from './quantUx';
import { mergeTemplateStyle } from './templateStyle';
import { resolveWidgetStyle } from './widgetStyle';

const fixture = (name: string): App => importQuantUxApp(readQuantUx(name)).app;

function appWith(widget: Widget): App {
  return newApp({
    widgets: { [widget.id]: widget },
    templates: {
      t1: newTemplate({
        id: 't1',
        type: 'Button',
        style: { color: 'white', background: 'navy', fontSize: 12 },
        hover: { background: 'blue' },
        error: { borderTopColor: 'red' },
        designtokens: { style: { borderTopWidth: 'stroke' } },
      }),
    },
    designtokens: {
      brand: newDesignToken({ id: 'brand', type: 'color', value: '#ff0066' }),
      stroke: newDesignToken({
        id: 'stroke',
        type: 'stroke',
        isComplex: true,
        value: { borderTopWidth: 2, borderTopColor: '#111' },
      }),
      shadow: newDesignToken({ id: 'shadow', type: 'boxShadow', value: { v: 0, h: 0, b: 4, c: '#000' } }),
    },
  });
}

describe('template style merge', () => {
  it('puts the template’s style of each state under the widget’s own', () => {
    const widget = {
      ...newWidget({ id: 'w1', type: 'Button', template: 't1', style: { color: 'black', background: null } }),
      hover: { color: 'grey' },
    };
    const app = appWith(widget);
    expect(mergeTemplateStyle(app, widget)).toMatchObject({ color: 'black', background: 'navy' });
    expect(mergeTemplateStyle(app, widget, 'hover')).toEqual({ color: 'grey', background: 'blue' });
    expect(mergeTemplateStyle(app, widget, 'error')).toEqual({ borderTopColor: 'red' });
    expect(mergeTemplateStyle(app, widget, 'focus')).toEqual({});
  });

  it('uses the widget alone when its template is missing', () => {
    const widget = newWidget({ id: 'w1', type: 'Button', template: 'gone', style: { color: 'black' } });
    expect(mergeTemplateStyle(appWith(widget), widget)).toEqual(widget.style);
  });
});

describe('design token resolution', () => {
  it('gives a simple token’s value, object values included, and each linked prop of a complex token', () => {
    const widget = newWidget({
      id: 'w1',
      type: 'Button',
      style: { background: 'white', borderTopColor: 'grey' },
      designtokens: { style: { background: 'brand', borderTopColor: 'stroke', boxShadow: 'shadow', color: 'missing' } },
    });
    const app = appWith(widget);
    expect(resolveDesignTokens(app, widget)).toEqual({
      background: '#ff0066',
      borderTopColor: '#111',
      boxShadow: { v: 0, h: 0, b: 4, c: '#000' },
    });
  });

  it('clears a prop linked to a complex token that lacks it, over the widget’s own value', () => {
    // Reference rule (quant-ux ModelUtil.inlineBoxDesignToken): each linked prop is set to
    // token.value[prop], undefined when the token has none, whatever the widget stored.
    const widget = newWidget({
      id: 'w1',
      type: 'Button',
      style: { borderTopColor: 'grey', borderLeftWidth: 3, verticalAlign: 'middle' },
      designtokens: { style: { borderTopColor: 'stroke', borderLeftWidth: 'stroke' } },
    });
    const app = appWith(widget);
    expect(resolveDesignTokens(app, widget)).toEqual({ borderTopColor: '#111', borderLeftWidth: null });
    expect(resolveWidgetStyle(app, widget)).toMatchObject({ borderLeftWidth: null, verticalAlign: 'middle' });
  });

  it('takes the template’s token links under the widget’s', () => {
    const widget = newWidget({ id: 'w1', type: 'Button', template: 't1' });
    expect(resolveDesignTokens(appWith(widget), widget)).toEqual({ borderTopWidth: 2 });
  });
});

describe('resolveWidgetStyle', () => {
  it('applies template, then tokens, over the widget', () => {
    const widget = newWidget({
      id: 'w1',
      type: 'Button',
      template: 't1',
      style: { background: 'white' },
      designtokens: { style: { color: 'brand' } },
    });
    const style = resolveWidgetStyle(appWith(widget), widget);
    expect(style).toMatchObject({
      background: 'white',
      color: '#ff0066',
      borderTopWidth: 2,
      fontSize: DEFAULT_FONT_SIZE,
    });
  });

  it('fills a missing font size with the SPEC defaults', () => {
    const label = { ...newWidget({ id: 'l1', type: 'Label' }), style: {} };
    const dropDown = { ...newWidget({ id: 'd1', type: 'DropDown' }), style: { color: 'red' } };
    expect(resolveWidgetStyle(appWith(label), label).fontSize).toBe(DEFAULT_FONT_SIZE);
    expect(resolveWidgetStyle(appWith(dropDown), dropDown).fontSize).toBe(DEFAULT_DROPDOWN_FONT_SIZE);
    expect(resolveWidgetStyle(appWith(dropDown), dropDown, 'hover')).toEqual({});
  });
});

describe.skipIf(!hasQuantUx)('styles of quant-ux fixtures', () => {
  it('canvasTestApp: a widget with an empty style takes its template’s look', () => {
    const app = fixture('canvasTestApp.json');
    const style = resolveWidgetStyle(app, app.widgets.w10065);
    expect(app.widgets.w10065.style).toEqual({});
    expect(style).toMatchObject({ background: '#562828', borderTopWidth: 9, color: '#ffffff', fontSize: 14 });
  });

  it('designToken1: linked tokens win over stored values, and follow a token change', () => {
    const app = fixture('designToken1.json');
    // w10009 stores background #ac4dc8 but links it to the token "Gray" (#333333)
    expect(app.widgets.w10009.style?.background).toBe('#ac4dc8');
    expect(resolveWidgetStyle(app, app.widgets.w10009).background).toBe('#333333');

    app.designtokens!.dt10003.value = '#010203';
    app.designtokens!.dt10004.value = { ...(app.designtokens!.dt10004.value as object), borderLeftWidth: 7 };
    const box = resolveWidgetStyle(app, app.widgets.w10001);
    expect(box).toMatchObject({
      background: '#010203',
      borderLeftWidth: 7,
      borderTopWidth: 5,
      borderTopColor: '#4dbbc8',
    });
    expect(resolveWidgetStyle(app, app.widgets.w10009).background).toBe('#010203');
  });

  it('designToken1: complex text and padding tokens and a shadow token resolve on the label', () => {
    const app = fixture('designToken1.json');
    const style = resolveWidgetStyle(app, app.widgets.w10012);
    expect(style).toMatchObject({
      fontSize: 14,
      lineHeight: 1.4,
      color: '#ff139a',
      paddingTop: 4,
      boxShadow: { v: 0, h: 0, b: 18, s: 1, c: 'rgba(0, 0, 0, 0.25)' },
    });
    // "14pt" has no fontWeight or verticalAlign: the links clear them (quant-ux copies every linked
    // prop from the token, ModelUtil.inlineBoxDesignToken), so the defaults apply
    expect(style.fontWeight).toBeNull();
    expect(style.verticalAlign).toBeNull();
    expect(resolveWidgetStyle(app, app.widgets.w10007)).toMatchObject({
      fontSize: '15',
      background: '#4dbbc8',
      fontStyle: 'italic',
    });
  });
});
