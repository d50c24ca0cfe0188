// The basic widget family: one file per type.
import { AudioLogic, AudioLogicDefaults } from './AudioLogic';
import { Border, BorderDefaults } from './Border';
import { Box, BoxDefaults } from './Box';
import { Button, ButtonDefaults } from './Button';
import { ButtonSlow, ButtonSlowDefaults } from './ButtonSlow';
import { Container, ContainerDefaults } from './Container';
import { HotSpot, HotSpotDefaults } from './HotSpot';
import { Icon, IconDefaults } from './Icon';
import { IconButton, IconButtonDefaults } from './IconButton';
import { Image, ImageDefaults } from './Image';
import { Label, LabelDefaults } from './Label';
import { LogicOr, LogicOrDefaults } from './LogicOr';
import { Rest, RestDefaults } from './Rest';
import { ScreenSegment, ScreenSegmentDefaults } from './ScreenSegment';
import { Script, ScriptDefaults } from './Script';
import { WebLink, WebLinkDefaults } from './WebLink';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

export const basicWidgets: readonly WidgetSpec[] = [
  AudioLogic,
  Border,
  Box,
  Button,
  ButtonSlow,
  Container,
  HotSpot,
  Icon,
  IconButton,
  Image,
  Label,
  LogicOr,
  Rest,
  ScreenSegment,
  Script,
  WebLink,
];

/** What the palette places, by type (the editor's; the player never loads it). */
export const basicPalette: ReadonlyArray<readonly [string, WidgetDefaults]> = [
  [AudioLogic.type, AudioLogicDefaults],
  [Border.type, BorderDefaults],
  [Box.type, BoxDefaults],
  [Button.type, ButtonDefaults],
  [ButtonSlow.type, ButtonSlowDefaults],
  [Container.type, ContainerDefaults],
  [HotSpot.type, HotSpotDefaults],
  [Icon.type, IconDefaults],
  [IconButton.type, IconButtonDefaults],
  [Image.type, ImageDefaults],
  [Label.type, LabelDefaults],
  [LogicOr.type, LogicOrDefaults],
  [Rest.type, RestDefaults],
  [ScreenSegment.type, ScreenSegmentDefaults],
  [Script.type, ScriptDefaults],
  [WebLink.type, WebLinkDefaults],
];
