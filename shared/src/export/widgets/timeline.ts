// A Timeline as a group of radio buttons drawn as the player's steps: a circle and a label each on a
// vertical line. The chosen step takes the active colours by CSS alone (`:has(:checked)`).
import type { WidgetView } from '../../appDocument/screenView';
import { initialValue, optionsOf } from '../../simulator/formState';
import { timelineLayout, timelineLineColour, timelineStepColours } from '../../widgets/range/timelineLayout';
import type { Element, Rule } from '../markup';
import type { ExportedWidget, WidgetContext } from '../widgetElement';
import { bareCss, nameOf } from './frame';

export function timelineWidget(view: WidgetView, context: WidgetContext): ExportedWidget {
  const n = context.className;
  const options = optionsOf(view);
  const value = initialValue(view);
  const { circle, ring, line, first, step, gap } = timelineLayout(view.style, options.length, view.box.h);
  const off = timelineStepColours(view.style, false);
  const on = timelineStepColours(view.style, true);
  const rules: Rule[] = [
    { selector: `.${n}`, css: bareCss(view) },
    {
      selector: `.${n}-line`,
      css: {
        position: 'absolute',
        left: (circle - line) / 2,
        top: 0,
        width: line,
        height: '100%',
        borderRadius: line / 2,
        background: timelineLineColour(view.style),
      },
    },
    {
      selector: `.${n}-step`,
      css: {
        position: 'absolute',
        left: 0,
        right: 0,
        height: circle,
        display: 'flex',
        alignItems: 'center',
        whiteSpace: 'nowrap',
        cursor: 'pointer',
        ...(off.text ? { color: off.text } : {}),
      },
    },
    {
      selector: `.${n}-circle`,
      css: {
        flex: 'none',
        width: circle,
        height: circle,
        borderRadius: '50%',
        border: `${ring}px solid ${off.border}`,
        background: off.fill,
      },
    },
    { selector: `.${n}-label`, css: { paddingLeft: gap, overflow: 'hidden', textOverflow: 'ellipsis' } },
    { selector: `.${n}-step:has(:checked)`, css: on.text ? { color: on.text } : {} },
    { selector: `.${n}-step:has(:checked) .${n}-circle`, css: { borderColor: on.border, background: on.fill } },
    { selector: `.${n}-step:has(:focus-visible) .${n}-circle`, css: { outline: '2px solid #3b31c4' } },
  ];
  options.forEach((_, i) => rules.push({ selector: `.${n}-at${i}`, css: { top: first + i * step } }));
  const steps = options.map((option, i): Element => ({
    tag: 'label',
    className: `${n}-step ${n}-at${i}`,
    children: [
      {
        tag: 'input',
        className: 'pl-sr',
        attrs: { type: 'radio', name: `${n}-step`, value: option, checked: option === value },
      },
      { tag: 'span', className: `${n}-circle`, attrs: { 'aria-hidden': 'true' } },
      { tag: 'span', className: `${n}-label`, children: [option] },
    ],
  }));
  return {
    element: {
      tag: 'div',
      className: `pl-widget ${n}`,
      attrs: { role: 'radiogroup', 'aria-label': nameOf(view) },
      children: [
        ...(options.length > 0 ? [{ tag: 'div', className: `${n}-line`, attrs: { 'aria-hidden': 'true' } }] : []),
        ...steps,
      ],
    },
    rules,
    drawn: true,
  };
}
