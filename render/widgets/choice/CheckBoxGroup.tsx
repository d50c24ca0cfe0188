import { optionsOf } from '@protolab/shared';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { LabeledOptions } from './labeledChoice';

export const frame = 'bare';

/** A labelled check box per option, spread over the height; the value is the ticked labels in option order. */
export default function CheckBoxGroup(props: WidgetRendererProps) {
  const { view, value, onValue } = props;
  const options = optionsOf(view);
  const ticked = Array.isArray(value) ? value.map(String) : [];
  const toggle = (option: string) =>
    onValue(options.filter((o) => (o === option ? !ticked.includes(o) : ticked.includes(o))));
  return (
    <LabeledOptions
      kind="check"
      options={options}
      choice={(i) => ({ role: 'checkbox', on: ticked.includes(options[i]), onPress: () => toggle(options[i]) })}
      {...props}
    />
  );
}
