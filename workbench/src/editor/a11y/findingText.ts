// A finding in words: its rule with its figures, its WCAG success criterion, and the widget (or
// screen) it is about, as the accessibility panel lists them.
import type { TFunction } from 'i18next';
import type { A11yFinding, App } from '@protolab/shared';
import { findingRecord } from './findingPlace';

/** A figure as people read it: a ratio with two decimals, a size rounded. */
const figure = (value: number | undefined, digits = 0) => (value === undefined ? '' : value.toFixed(digits));

export function ruleText(t: TFunction<'a11y'>, finding: A11yFinding): string {
  // the engine's findings come in its own words (in the designer's language where it has them)
  if (finding.rule === 'engine') return finding.engine?.help ?? '';
  const { ratio, required, width, height, fontSize } = finding.data;
  return t(`rule.${finding.rule}` as const, {
    ratio: figure(ratio, 2),
    required: figure(required, required !== undefined && !Number.isInteger(required) ? 1 : 0),
    width: figure(width),
    height: figure(height),
    fontSize: figure(fontSize),
  });
}

export function criterionText(t: TFunction<'a11y'>, finding: A11yFinding): string {
  // a criterion only the engine reports is named by its number
  return t(`wcag.${finding.wcag}` as 'wcag.1.4.3', { defaultValue: finding.wcag });
}

/** The widget's name, or its type's name in the designer's language where it has none of its own. */
export function subjectText(
  t: TFunction<'a11y'>,
  typeName: (type: string) => string,
  doc: App,
  finding: A11yFinding,
): string {
  const widget = doc.widgets[findingRecord(finding) ?? ''];
  if (widget) return widget.name && widget.name !== widget.type ? widget.name : typeName(widget.type);
  return t('screenOf', { name: doc.screens[finding.screenId]?.name ?? '' });
}
