import { border } from '../paletteStyle';
import { navigationValue } from './mediaProps';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A row of navigation items (`props.navigation`: `{label, icon, to, selected}`), icons over
 * labels as in a mobile tab bar. The chosen item shows in the `active` style (else in
 * `selectedOptionColor` / `selectedOptionBackground`), the one under the mouse in `hover`.
 * Value: the chosen item's label.
 */
export const NavBar: WidgetSpec = {
  type: 'NavBar',
  family: 'media',
  value: navigationValue,
  records: ['WidgetClick', 'WidgetChange'],
  centered: true,
};

/** The palette's new NavBar. */
export const NavBarDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 360,
  h: 56,
  props: {
    navigation: [
      { label: 'Home', icon: 'mdi mdi-home', selected: true },
      { label: 'Search', icon: 'mdi mdi-magnify' },
      { label: 'Profile', icon: 'mdi mdi-account' },
    ],
  },
  style: {
    background: '#ffffff',
    color: '#6b6b7b',
    fontSize: 12,
    iconSize: 24,
    itemGap: 2,
    selectedOptionColor: '#3b31c4',
    ...border(0, '#d0d0da'),
    borderTopWidth: 1,
  },
};
