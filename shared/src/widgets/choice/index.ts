// The choice widget family: one file per type.
import { CheckBox } from './CheckBox';
import { CheckBoxGroup } from './CheckBoxGroup';
import { IconToggle } from './IconToggle';
import { IconToggleButton } from './IconToggleButton';
import { LabeledCheckBox } from './LabeledCheckBox';
import { LabeledIconToggle } from './LabeledIconToggle';
import { LabeledRadioBox } from './LabeledRadioBox';
import { RadioBox } from './RadioBox';
import { RadioBox2 } from './RadioBox2';
import { RadioGroup } from './RadioGroup';
import { RadioTable } from './RadioTable';
import { Rating } from './Rating';
import { SegmentButton } from './SegmentButton';
import { SegmentPicker } from './SegmentPicker';
import { Switch } from './Switch';
import { ToggleButton } from './ToggleButton';
import { VisualPicker } from './VisualPicker';
import type { WidgetSpec } from '../widgetSpec';

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
