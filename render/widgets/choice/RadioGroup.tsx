import type { WidgetRendererProps } from '../../widgetRenderer';
import { optionRadios } from './choiceStyle';
import { LabeledOptions } from './labeledChoice';

export const frame = 'bare';

/** A labelled radio per option, spread over the height; arrow keys move the choice, as in a radio group. */
export default function RadioGroup(props: WidgetRendererProps) {
  const { options, radio } = optionRadios(props.view, props.value, props.onValue);
  return <LabeledOptions kind="radio" options={options} choice={radio} {...props} />;
}
