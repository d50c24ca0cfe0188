// How the widget-library browser test operates a widget type in the player, and what it must record.
import type { Locator, Page } from 'playwright-core';

export interface WidgetDriver {
  /** props over the palette defaults, when the defaults need data to be driven */
  props?: Record<string, unknown>;
  /** what a tester does to the widget, whose box is `widget` (`[data-widget]`), with mouse and keyboard */
  drive(widget: Locator, page: Page): Promise<void>;
  /** the `state.value` of the last WidgetChange the drive records for the widget */
  expected: unknown;
}
