// The text widget family: one file per type.
import { Camera, CameraDefaults } from './Camera';
import { Chat, ChatDefaults } from './Chat';
import { ChatTextBox, ChatTextBoxDefaults } from './ChatTextBox';
import { DateWidget, DateDefaults } from './Date';
import { DateDropDown, DateDropDownDefaults } from './DateDropDown';
import { GeoLocation, GeoLocationDefaults } from './GeoLocation';
import { InlineEdit, InlineEditDefaults } from './InlineEdit';
import { LabeledTextArea, LabeledTextAreaDefaults } from './LabeledTextArea';
import { LabeledTextBox, LabeledTextBoxDefaults } from './LabeledTextBox';
import { Password, PasswordDefaults } from './Password';
import { SearchBox, SearchBoxDefaults } from './SearchBox';
import { TextArea, TextAreaDefaults } from './TextArea';
import { TextBox, TextBoxDefaults } from './TextBox';
import { TypeAheadTextBox, TypeAheadTextBoxDefaults } from './TypeAheadTextBox';
import { Upload, UploadDefaults } from './Upload';
import { UploadPreview, UploadPreviewDefaults } from './UploadPreview';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

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

/** What the palette places, by type (the editor's; the player never loads it). */
export const textPalette: ReadonlyArray<readonly [string, WidgetDefaults]> = [
  [Camera.type, CameraDefaults],
  [Chat.type, ChatDefaults],
  [ChatTextBox.type, ChatTextBoxDefaults],
  [DateWidget.type, DateDefaults],
  [DateDropDown.type, DateDropDownDefaults],
  [GeoLocation.type, GeoLocationDefaults],
  [InlineEdit.type, InlineEditDefaults],
  [LabeledTextArea.type, LabeledTextAreaDefaults],
  [LabeledTextBox.type, LabeledTextBoxDefaults],
  [Password.type, PasswordDefaults],
  [SearchBox.type, SearchBoxDefaults],
  [TextArea.type, TextAreaDefaults],
  [TextBox.type, TextBoxDefaults],
  [TypeAheadTextBox.type, TypeAheadTextBoxDefaults],
  [Upload.type, UploadDefaults],
  [UploadPreview.type, UploadPreviewDefaults],
];
