// The text widget family: one file per type.
import { Camera } from './Camera';
import { Chat } from './Chat';
import { ChatTextBox } from './ChatTextBox';
import { DateWidget } from './Date';
import { DateDropDown } from './DateDropDown';
import { GeoLocation } from './GeoLocation';
import { InlineEdit } from './InlineEdit';
import { LabeledTextArea } from './LabeledTextArea';
import { LabeledTextBox } from './LabeledTextBox';
import { Password } from './Password';
import { SearchBox } from './SearchBox';
import { TextArea } from './TextArea';
import { TextBox } from './TextBox';
import { TypeAheadTextBox } from './TypeAheadTextBox';
import { Upload } from './Upload';
import { UploadPreview } from './UploadPreview';
import type { WidgetSpec } from '../widgetSpec';

export const textWidgets: readonly WidgetSpec[] = [
  Camera,
  Chat,
  ChatTextBox,
  DateWidget,
  DateDropDown,
  GeoLocation,
  InlineEdit,
  LabeledTextArea,
  LabeledTextBox,
  Password,
  SearchBox,
  TextArea,
  TextBox,
  TypeAheadTextBox,
  Upload,
  UploadPreview,
];
