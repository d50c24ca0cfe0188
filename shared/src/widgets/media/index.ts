// The media widget family: one file per type.
import { AudioPlayer, AudioPlayerDefaults } from './AudioPlayer';
import { IFrameWidget, IFrameWidgetDefaults } from './IFrameWidget';
import { ImageCarousel, ImageCarouselDefaults } from './ImageCarousel';
import { ImageGrid, ImageGridDefaults } from './ImageGrid';
import { NavBar, NavBarDefaults } from './NavBar';
import { NavMenu, NavMenuDefaults } from './NavMenu';
import { PolyLine, PolyLineDefaults } from './PolyLine';
import { Sketch, SketchDefaults } from './Sketch';
import { SVGBox, SVGBoxDefaults } from './SVGBox';
import { SVGIcon, SVGIconDefaults } from './SVGIcon';
import { SVGPaths, SVGPathsDefaults } from './SVGPaths';
import { Vector, VectorDefaults } from './Vector';
import { VerticalNavigation, VerticalNavigationDefaults } from './VerticalNavigation';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

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

/** What the palette places, by type (the editor's; the player never loads it). */
export const mediaPalette: ReadonlyArray<readonly [string, WidgetDefaults]> = [
  [AudioPlayer.type, AudioPlayerDefaults],
  [IFrameWidget.type, IFrameWidgetDefaults],
  [ImageCarousel.type, ImageCarouselDefaults],
  [ImageGrid.type, ImageGridDefaults],
  [NavBar.type, NavBarDefaults],
  [NavMenu.type, NavMenuDefaults],
  [PolyLine.type, PolyLineDefaults],
  [SVGBox.type, SVGBoxDefaults],
  [SVGIcon.type, SVGIconDefaults],
  [SVGPaths.type, SVGPathsDefaults],
  [Sketch.type, SketchDefaults],
  [Vector.type, VectorDefaults],
  [VerticalNavigation.type, VerticalNavigationDefaults],
];
