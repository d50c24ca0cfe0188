// The data widget family: one file per type.
import { BarChart } from './BarChart';
import { DragNDrop } from './DragNDrop';
import { DragNDropTarget } from './DragNDropTarget';
import { GridContainer } from './GridContainer';
import { MultiRingChart } from './MultiRingChart';
import { PieChart } from './PieChart';
import { Repeater } from './Repeater';
import { RingChart } from './RingChart';
import { SortableList } from './SortableList';
import { StackedRingChart } from './StackedRingChart';
import { Table } from './Table';
import { Tree } from './Tree';
import type { WidgetSpec } from '../widgetSpec';

export const dataWidgets: readonly WidgetSpec[] = [
  BarChart,
  DragNDrop,
  DragNDropTarget,
  GridContainer,
  MultiRingChart,
  PieChart,
  Repeater,
  RingChart,
  SortableList,
  StackedRingChart,
  Table,
  Tree,
];
