import { hintOf, TextField, useTypedText } from '../../parts/textField';
import type { WidgetRendererProps } from '../../widgetRenderer';

export default function TextBox({ view, value, interactive, onValue }: WidgetRendererProps) {
  const text = useTypedText(value, onValue);
  return <TextField view={view} text={text} interactive={interactive} hint={hintOf(view)} />;
}
