// The range widget family: one file per type.
import { DropDown } from './DropDown';
import { HSlider } from './HSlider';
import { MobileDropDown } from './MobileDropDown';
import { Stepper } from './Stepper';
import type { WidgetSpec } from '../widgetSpec';

export const rangeWidgets: readonly WidgetSpec[] = [DropDown, HSlider, MobileDropDown, Stepper];
