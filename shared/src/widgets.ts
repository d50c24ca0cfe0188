// The widget library's pure side: specs (palette defaults, value, recorded events) by type.
export * from './widgets/values';
export * from './widgets/widgetSpec';
export * from './widgets/registry';
export * from './widgets/icons';
export * from './widgets/palette';
export { paletteSample } from './widgets/paletteWidget';
export { optionLabels, radioTableOf, ratingStars } from './widgets/choice/choiceProps';
export { imageUrls } from './widgets/media/mediaProps';
export { MONTH_NAMES } from './widgets/text/day';
export {
  arcPath,
  arcsOf,
  barLayout,
  chartArea,
  chartPaint,
  chartRows,
  linePaths,
  PROGRESS_RING,
  ringThickness,
  seriesFallback,
  shares,
  type ChartGradient,
} from './widgets/data/chartData';
export { columnPercents, tableLines, tableRows } from './widgets/data/tableData';
export { onStep, sliderLayout, sliderPartsCss, sliderRange } from './widgets/range/sliderLayout';
export { progressPercent } from './widgets/range/progress';
export { timelineLayout, timelineLineColour, timelineStepColours } from './widgets/range/timelineLayout';
