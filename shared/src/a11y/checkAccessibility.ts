// The accessibility check on the document: every rule on every drawn widget of a screen (or of
// all screens), in the screens' order and bottom to top within one.
import type { App } from '../model/app';
import { fieldEdgeContrast, iconContrast, textContrast } from './contrastRules';
import type { A11yFinding } from './finding';
import { inputName, textAlternative } from './nameRules';
import { scanScreen, type ScannedWidget, type ScreenScan } from './screenScan';
import { targetSize } from './targetSize';
import { linkDistinct, screenHeading, textSize } from './textRules';

type WidgetRule = (scan: ScreenScan, widget: ScannedWidget) => A11yFinding | undefined;

const WIDGET_RULES: readonly WidgetRule[] = [
  textContrast,
  fieldEdgeContrast,
  iconContrast,
  inputName,
  textAlternative,
  textSize,
  linkDistinct,
];

function checkScreen(app: App, screenId: string): A11yFinding[] {
  const scan = scanScreen(app, screenId);
  if (!scan) return [];
  const findings: A11yFinding[] = [];
  const targets = scan.widgets.filter((widget) => widget.acting);
  for (const widget of scan.widgets) {
    for (const rule of WIDGET_RULES) {
      const finding = rule(scan, widget);
      if (finding) findings.push(finding);
    }
    const target = targetSize(scan, widget, targets);
    if (target) findings.push(target);
  }
  const heading = screenHeading(scan);
  if (heading) findings.push(heading);
  return findings;
}

/** The findings of the document rules for one screen, or for every screen when none is named. */
export function checkAccessibility(app: App, screenId?: string): A11yFinding[] {
  const screens = screenId === undefined ? Object.keys(app.screens) : [screenId];
  return screens.flatMap((id) => checkScreen(app, id));
}
