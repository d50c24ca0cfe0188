// The choice widget family: one file per type.
import { CheckBox, CheckBoxDefaults } from './CheckBox';
import { CheckBoxGroup, CheckBoxGroupDefaults } from './CheckBoxGroup';
import { IconToggle, IconToggleDefaults } from './IconToggle';
import { IconToggleButton, IconToggleButtonDefaults } from './IconToggleButton';
import { LabeledCheckBox, LabeledCheckBoxDefaults } from './LabeledCheckBox';
import { LabeledIconToggle, LabeledIconToggleDefaults } from './LabeledIconToggle';
import { LabeledRadioBox, LabeledRadioBoxDefaults } from './LabeledRadioBox';
import { RadioBox, RadioBoxDefaults } from './RadioBox';
import { RadioBox2, RadioBox2Defaults } from './RadioBox2';
import { RadioGroup, RadioGroupDefaults } from './RadioGroup';
import { RadioTable, RadioTableDefaults } from './RadioTable';
import { Rating, RatingDefaults } from './Rating';
import { SegmentButton, SegmentButtonDefaults } from './SegmentButton';
import { SegmentPicker, SegmentPickerDefaults } from './SegmentPicker';
import { Switch, SwitchDefaults } from './Switch';
import { ToggleButton, ToggleButtonDefaults } from './ToggleButton';
import { VisualPicker, VisualPickerDefaults } from './VisualPicker';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const choiceWidgets: readonly WidgetSpec[] = [
  CheckBox,
  CheckBoxGroup,
  IconToggle,
  IconToggleButton,
  LabeledCheckBox,
  LabeledIconToggle,
  LabeledRadioBox,
  RadioBox,
  RadioBox2,
  RadioGroup,
  RadioTable,
  Rating,
  SegmentButton,
  SegmentPicker,
  Switch,
  ToggleButton,
  VisualPicker,
];

/** What the palette places, by type (the editor's; the player never loads it). */
export const choicePalette: ReadonlyArray<readonly [string, WidgetDefaults]> = [
  [CheckBox.type, CheckBoxDefaults],
  [CheckBoxGroup.type, CheckBoxGroupDefaults],
  [IconToggle.type, IconToggleDefaults],
  [IconToggleButton.type, IconToggleButtonDefaults],
  [LabeledCheckBox.type, LabeledCheckBoxDefaults],
  [LabeledIconToggle.type, LabeledIconToggleDefaults],
  [LabeledRadioBox.type, LabeledRadioBoxDefaults],
  [RadioBox.type, RadioBoxDefaults],
  [RadioBox2.type, RadioBox2Defaults],
  [RadioGroup.type, RadioGroupDefaults],
  [RadioTable.type, RadioTableDefaults],
  [Rating.type, RatingDefaults],
  [SegmentButton.type, SegmentButtonDefaults],
  [SegmentPicker.type, SegmentPickerDefaults],
  [Switch.type, SwitchDefaults],
  [ToggleButton.type, ToggleButtonDefaults],
  [VisualPicker.type, VisualPickerDefaults],
];
