import type { App } from '../model/app';
import type { Screen } from '../model/screen';
import { topLeftFirst } from './screenOrder';

/**
 * The screen a test starts on: the one marked `props.start`, else the top-left-most screen
 * (smallest y, then x, then id). Segment screens count only when there is nothing else.
 */
export function startScreen(app: App): Screen | undefined {
  const screens = Object.values(app.screens).sort(topLeftFirst);
  const playable = screens.filter((s) => !s.segment);
  const candidates = playable.length ? playable : screens;
  return candidates.find((s) => s.props?.start === true) ?? candidates[0];
}
