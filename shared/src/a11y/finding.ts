// What the accessibility check reports: one finding per rule broken by a widget (or a screen),
// with the numbers behind it and, where one is obvious, a fix as data (see quickFix.ts).
import type { Style } from '../model/widget';

export type A11yRule =
  | 'text-contrast'
  | 'non-text-contrast'
  | 'target-size'
  | 'target-size-phone'
  | 'input-name'
  | 'text-alternative'
  | 'text-size'
  | 'link-distinct'
  | 'screen-heading'
  /** found by the browser's engine (axe-core) on the screen as the player draws it */
  | 'engine';

/** axe-core's impact levels, so the document's findings and axe's read alike. */
export type A11ySeverity = 'critical' | 'serious' | 'moderate' | 'minor';

/**
 * A change to one stored widget that removes a finding: style keys set on its own style (and
 * their token links dropped, or the token would still win), a new box, a new name.
 */
export interface A11yFix {
  /** the stored record: for a master screen's widget shown on a child screen, the master's widget */
  widgetId: string;
  style?: Style;
  box?: { x: number; y: number; w: number; h: number };
  name?: string;
}

export interface A11yFinding {
  rule: A11yRule;
  /** the WCAG 2.2 success criterion, or 'best-practice' where none sets the bar */
  wcag: string;
  severity: A11ySeverity;
  screenId: string;
  /** as the screen shows it: "<master>@<screen>" for a master's widget; absent for a screen's own finding */
  widgetId?: string;
  /** the figures behind the finding (a ratio and the one required, a size and the minimum, …) */
  data: Record<string, number>;
  fix?: A11yFix;
  /** an engine finding's own rule: its id and what it asks for, in the engine's words */
  engine?: { id: string; help: string };
}
