import { border, corners } from '../paletteStyle';
import { navigationValue } from './mediaProps';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A menu button: `props.label` (or only `props.icon` with `props.hidetext`) and a caret; it opens
 * the list of `props.navigation` items (`{label, icon, to, selected}`). The button shows the
 * chosen item's label once there is one. Value: that label.
 */
export const NavMenu: WidgetSpec = {
  type: 'NavMenu',
  family: 'media',
  value: navigationValue,
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new NavMenu. */
export const NavMenuDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 160,
  h: 40,
  props: {
    label: 'Menu',
    navigation: [{ label: 'Home' }, { label: 'Products' }, { label: 'About us' }],
  },
  style: {
    background: '#ffffff',
    color: '#333333',
    fontSize: 14,
    paddingLeft: 12,
    paddingRight: 8,
    verticalAlign: 'middle',
    ...border(1, '#d0d0da'),
    ...corners(3),
  },
};
