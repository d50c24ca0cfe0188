// The media widget family: one file per type.
import { AudioPlayer } from './AudioPlayer';
import { IFrameWidget } from './IFrameWidget';
import { ImageCarousel } from './ImageCarousel';
import { ImageGrid } from './ImageGrid';
import { NavBar } from './NavBar';
import { NavMenu } from './NavMenu';
import { PolyLine } from './PolyLine';
import { Sketch } from './Sketch';
import { SVGBox } from './SVGBox';
import { SVGIcon } from './SVGIcon';
import { SVGPaths } from './SVGPaths';
import { Vector } from './Vector';
import { VerticalNavigation } from './VerticalNavigation';
import type { WidgetSpec } from '../widgetSpec';

export const mediaWidgets: readonly WidgetSpec[] = [
  AudioPlayer,
  IFrameWidget,
  ImageCarousel,
  ImageGrid,
  NavBar,
  NavMenu,
  PolyLine,
  Sketch,
  SVGBox,
  SVGIcon,
  SVGPaths,
  Vector,
  VerticalNavigation,
];
