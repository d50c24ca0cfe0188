// A ProgressBar's fill inside its styled box, as the player draws it, named as a progress bar.
import { styleColor } from '../../appDocument/styleCss';
import type { WidgetView } from '../../appDocument/screenView';
import { progressPercent } from '../../widgets/range/progress';
import type { Element, Rule } from '../markup';
import { nameOf } from './frame';

/** The fill up to `props.value` in `foreground`, as the child of the widget's box. */
export function progressFill(view: WidgetView, className: string, rules: Rule[]): Element {
  const percent = progressPercent(view.props.value);
  rules.push({
    selector: `.${className}-fill`,
    css: {
      position: 'absolute',
      left: 0,
      top: 0,
      bottom: 0,
      width: `${percent}%`,
      background: styleColor(view.style, 'foreground') ?? '#333',
    },
  });
  return {
    tag: 'div',
    className: 'pl-fill',
    attrs: {
      role: 'progressbar',
      'aria-valuemin': 0,
      'aria-valuemax': 100,
      'aria-valuenow': Math.round(percent),
      'aria-label': nameOf(view),
    },
    children: [{ tag: 'div', className: `${className}-fill` }],
  };
}
