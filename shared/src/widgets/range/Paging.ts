import { border, corners } from '../paletteStyle';
import { pageProp } from './readers';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

/**
 * Numbered page buttons 1…`props.max` (`props.maxVisisble`, as the format spells it, at most at
 * once; "…" buttons or `props.iconBack` / `props.iconNext` page through the rest). Each button has
 * the style's background, borders and corners; the chosen page (`props.selected`, from 1) the
 * active state's colours, else the colours swapped.
 */
export const Paging: WidgetSpec = {
  type: 'Paging',
  family: 'range',
  value: { kind: 'value', initial: (props) => pageProp(props, 'selected') },
  records: ['WidgetClick', 'WidgetChange'],
};

/** The palette's new Paging. */
export const PagingDefaults: WidgetDefaults = {
  category: 'navigation',
  w: 300,
  h: 36,
  props: { max: 10, selected: 1 },
  style: { background: '#ffffff', color: '#333333', fontSize: 14, ...border(1, '#d0d0da'), ...corners(3) },
};
