// The range widget family: one file per type.
import { CountingStepper } from './CountingStepper';
import { DropDown } from './DropDown';
import { HoverDropDown } from './HoverDropDown';
import { HSlider } from './HSlider';
import { ImagePaging } from './ImagePaging';
import { LockSlider } from './LockSlider';
import { MobileDropDown } from './MobileDropDown';
import { Paging } from './Paging';
import { ProgessSegments } from './ProgessSegments';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';
import { Stepper } from './Stepper';
import { Timeline } from './Timeline';
import { VolumeSlider } from './VolumeSlider';
import type { WidgetSpec } from '../widgetSpec';

export const rangeWidgets: readonly WidgetSpec[] = [
  CountingStepper,
  DropDown,
  HoverDropDown,
  HSlider,
  ImagePaging,
  LockSlider,
  MobileDropDown,
  Paging,
  ProgessSegments,
  ProgressBar,
  Spinner,
  Stepper,
  Timeline,
  VolumeSlider,
];
