// An HSlider drawn as the player draws it (track, bar and handle from the renderer's own layout),
// under a transparent `<input type="range">` of its range and value: keys, pointer and assistive
// technology reach a real slider.
import type { WidgetView } from '../../appDocument/screenView';
import { initialValue } from '../../simulator/formState';
import { sliderLayout, sliderPartsCss, sliderRange } from '../../widgets/range/sliderLayout';
import type { Element, Rule } from '../markup';
import type { ExportedWidget, WidgetContext } from '../widgetElement';
import { bareCss, nameOf, storeKey } from './frame';

export function sliderWidget(view: WidgetView, context: WidgetContext): ExportedWidget {
  const n = context.className;
  const range = sliderRange(view.props);
  const value = initialValue(view);
  const shown = Math.min(range.max, Math.max(range.min, typeof value === 'number' ? value : range.min));
  const { track, bar, handle } = sliderPartsCss(
    view.style,
    view.box,
    sliderLayout(view.style, view.box, shown, range),
    1,
  );
  const rules: Rule[] = [
    { selector: `.${n}`, css: bareCss(view) },
    { selector: `.${n}-track`, css: track },
    { selector: `.${n}-bar`, css: bar },
    { selector: `.${n}-handle`, css: handle },
    {
      selector: `.${n}-input`,
      css: { position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0, cursor: 'pointer' },
    },
  ];
  const part = (name: string): Element => ({ tag: 'div', className: `${n}-${name}`, attrs: { 'aria-hidden': 'true' } });
  const input: Element = {
    tag: 'input',
    className: `${n}-input`,
    attrs: {
      type: 'range',
      min: range.min,
      max: range.max,
      step: range.step,
      'aria-label': nameOf(view),
    },
    bind: { key: storeKey(view), kind: 'text', initial: String(shown) },
  };
  return {
    element: { tag: 'div', className: `pl-widget ${n}`, children: [part('track'), part('bar'), part('handle'), input] },
    rules,
    drawn: true,
  };
}
