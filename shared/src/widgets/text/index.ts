// The text widget family: one file per type.
import { Password } from './Password';
import { SearchBox } from './SearchBox';
import { TextArea } from './TextArea';
import { TextBox } from './TextBox';
import type { WidgetSpec } from '../widgetSpec';

export const textWidgets: readonly WidgetSpec[] = [Password, SearchBox, TextArea, TextBox];
