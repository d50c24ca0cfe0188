import { hintOf, TextField, useTypedText } from '../../parts/textField';
import type { WidgetRendererProps } from '../../widgetRenderer';

/** A text field showing a dot for each character. */
export default function Password({ view, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  return <TextField view={view} text={text} interactive={interactive} hint={hintOf(view)} kind="password" />;
}
