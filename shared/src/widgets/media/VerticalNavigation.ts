import { navigationValue } from './mediaProps';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * A column of navigation items (`props.navigation`: `{label, icon, to, selected}`), an icon before
 * each label, as in a side menu; chosen and hovered items as in NavBar. Value: the chosen item's label.
 */
export const VerticalNavigation: WidgetSpec = {
  type: 'VerticalNavigation',
  family: 'media',
  value: navigationValue,
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new VerticalNavigation. */
export const VerticalNavigationDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 240,
  h: 200,
  props: {
    navigation: [
      { label: 'Dashboard', icon: 'mdi mdi-view-dashboard', selected: true },
      { label: 'Messages', icon: 'mdi mdi-email' },
      { label: 'Settings', icon: 'mdi mdi-cog' },
    ],
  },
  style: {
    background: '#f4f4f8',
    color: '#333333',
    fontSize: 14,
    iconSize: 20,
    itemGap: 12,
    gap: 4,
    paddingTop: 10,
    paddingBottom: 10,
    paddingLeft: 16,
    paddingRight: 16,
    selectedOptionColor: '#3b31c4',
    selectedOptionBackground: '#e3e1fb',
  },
};
