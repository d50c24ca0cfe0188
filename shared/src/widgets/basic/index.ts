// The basic widget family: one file per type.
import { AudioLogic } from './AudioLogic';
import { Border } from './Border';
import { Box } from './Box';
import { Button } from './Button';
import { ButtonSlow } from './ButtonSlow';
import { Container } from './Container';
import { HotSpot } from './HotSpot';
import { Icon } from './Icon';
import { IconButton } from './IconButton';
import { Image } from './Image';
import { Label } from './Label';
import { LogicOr } from './LogicOr';
import { Rest } from './Rest';
import { ScreenSegment } from './ScreenSegment';
import { Script } from './Script';
import { WebLink } from './WebLink';
import type { WidgetSpec } from '../widgetSpec';

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
