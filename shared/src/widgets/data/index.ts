// The data widget family: one file per type.
import { BarChart, BarChartDefaults } from './BarChart';
import { DragNDrop, DragNDropDefaults } from './DragNDrop';
import { DragNDropTarget, DragNDropTargetDefaults } from './DragNDropTarget';
import { GridContainer, GridContainerDefaults } from './GridContainer';
import { MultiRingChart, MultiRingChartDefaults } from './MultiRingChart';
import { PieChart, PieChartDefaults } from './PieChart';
import { Repeater, RepeaterDefaults } from './Repeater';
import { RingChart, RingChartDefaults } from './RingChart';
import { SortableList, SortableListDefaults } from './SortableList';
import { StackedRingChart, StackedRingChartDefaults } from './StackedRingChart';
import { Table, TableDefaults } from './Table';
import { Tree, TreeDefaults } from './Tree';
import type { WidgetDefaults, WidgetSpec } from '../widgetSpec';

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

/** What the palette places, by type (the editor's; the player never loads it). */
export const dataPalette: ReadonlyArray<readonly [string, WidgetDefaults]> = [
  [BarChart.type, BarChartDefaults],
  [DragNDrop.type, DragNDropDefaults],
  [DragNDropTarget.type, DragNDropTargetDefaults],
  [GridContainer.type, GridContainerDefaults],
  [MultiRingChart.type, MultiRingChartDefaults],
  [PieChart.type, PieChartDefaults],
  [Repeater.type, RepeaterDefaults],
  [RingChart.type, RingChartDefaults],
  [SortableList.type, SortableListDefaults],
  [StackedRingChart.type, StackedRingChartDefaults],
  [Table.type, TableDefaults],
  [Tree.type, TreeDefaults],
];
