import { corners } from '../paletteStyle';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A player bar: play / pause button, progress and time. Plays `props.url` (or the upload in
 * `props.file.url`) in the player; holds no value (playing is not something a tester enters).
 * `playIcon` / `stopIcon` ("mdi-play") replace the drawn glyphs, `colorButton` colours the button.
 */
export const AudioPlayer: WidgetSpec = {
  type: 'AudioPlayer',
  family: 'media',
  records: ['WidgetClick'],
};

/** The palette's new AudioPlayer. */
export const AudioPlayerDefaults: WidgetDefaults = {
  category: 'media',
  w: 280,
  h: 48,
  props: { url: '' },
  style: {
    background: '#f4f4f8',
    color: '#333333',
    colorButton: '#3b31c4',
    fontSize: 12,
    paddingLeft: 8,
    paddingRight: 12,
    paddingTop: 6,
    paddingBottom: 6,
    ...corners(24),
  },
};
