// The choice widget family: one file per type.
import { CheckBox } from './CheckBox';
import { LabeledCheckBox } from './LabeledCheckBox';
import { LabeledRadioBox } from './LabeledRadioBox';
import { RadioBox } from './RadioBox';
import { Switch } from './Switch';
import { ToggleButton } from './ToggleButton';
import type { WidgetSpec } from '../widgetSpec';

export const choiceWidgets: readonly WidgetSpec[] = [
  CheckBox,
  LabeledCheckBox,
  LabeledRadioBox,
  RadioBox,
  Switch,
  ToggleButton,
];
