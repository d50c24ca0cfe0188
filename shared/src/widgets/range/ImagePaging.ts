import { corners } from '../paletteStyle';
import { pageProp } from './readers';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * The dots under an image carousel: `props.max` of them, as wide as the box is high, the current
 * one (`props.value`, from 1) in `activeBackground` / `activeBorderColor`.
 */
export const ImagePaging: WidgetSpec = {
  type: 'ImagePaging',
  family: 'range',
  value: { kind: 'value', initial: (props) => pageProp(props, 'value') },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new ImagePaging. */
export const ImagePagingDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 100,
  h: 12,
  props: { max: 5, value: 1 },
  style: { background: '#d0d0da', activeBackground: '#3b31c4', ...corners(6) },
};
