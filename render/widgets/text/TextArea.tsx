import { hintOf, TextField, useTypedText } from '../../parts/textField';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** Text of several lines from the top; Enter starts a new line, leaving the field stores it. */
export default function TextArea({ view, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  return <TextField view={view} text={text} interactive={interactive} hint={hintOf(view)} multiline />;
}
