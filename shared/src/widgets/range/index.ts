// The range widget family: one file per type.
import { CountingStepper, CountingStepperDefaults } from './CountingStepper';
import { DropDown, DropDownDefaults } from './DropDown';
import { HoverDropDown, HoverDropDownDefaults } from './HoverDropDown';
import { HSlider, HSliderDefaults } from './HSlider';
import { ImagePaging, ImagePagingDefaults } from './ImagePaging';
import { LockSlider, LockSliderDefaults } from './LockSlider';
import { MobileDropDown, MobileDropDownDefaults } from './MobileDropDown';
import { Paging, PagingDefaults } from './Paging';
import { ProgessSegments, ProgessSegmentsDefaults } from './ProgessSegments';
import { ProgressBar, ProgressBarDefaults } from './ProgressBar';
import { Spinner, SpinnerDefaults } from './Spinner';
import { Stepper, StepperDefaults } from './Stepper';
import { Timeline, TimelineDefaults } from './Timeline';
import { VolumeSlider, VolumeSliderDefaults } from './VolumeSlider';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

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

/** What the palette places, by type (the editor's; the player never loads it). */
export const rangePalette: ReadonlyArray<readonly [string, WidgetDefaults]> = [
  [CountingStepper.type, CountingStepperDefaults],
  [DropDown.type, DropDownDefaults],
  [HSlider.type, HSliderDefaults],
  [HoverDropDown.type, HoverDropDownDefaults],
  [ImagePaging.type, ImagePagingDefaults],
  [LockSlider.type, LockSliderDefaults],
  [MobileDropDown.type, MobileDropDownDefaults],
  [Paging.type, PagingDefaults],
  [ProgessSegments.type, ProgessSegmentsDefaults],
  [ProgressBar.type, ProgressBarDefaults],
  [Spinner.type, SpinnerDefaults],
  [Stepper.type, StepperDefaults],
  [Timeline.type, TimelineDefaults],
  [VolumeSlider.type, VolumeSliderDefaults],
];
