// axe-core's results on a screen as the player draws it, as findings of the accessibility panel:
// what the document rules cannot see (roles, names and states as the renderer writes them).
import type { AxeResults, ImpactValue } from 'axe-core';
import type { A11yFinding, A11ySeverity } from '@protolab/shared';

/**
 * The rules the document already checks better (it knows the colours behind a widget and its real
 * size, which a screen drawn out of sight does not show the engine): left to the document.
 */
export const LEFT_TO_THE_DOCUMENT = ['color-contrast', 'color-contrast-enhanced', 'target-size'] as const;

/** WCAG's levels A and AA, 2.0 to 2.2: the engine's tags for the rules it runs. */
export const ENGINE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The WCAG success criterion of an engine rule from its tags ("wcag1411" → "1.4.11"). */
export function criterionOf(tags: readonly string[]): string {
  const tag = tags.find((t) => /^wcag\d{3,}$/.test(t));
  if (!tag) return 'best-practice';
  const digits = tag.slice('wcag'.length);
  return `${digits[0]}.${digits[1]}.${digits.slice(2)}`;
}

const severityOf = (impact: ImpactValue | undefined): A11ySeverity => impact ?? 'moderate';

/**
 * One finding per rule and widget (or the screen, for what lies on no widget), leaving out a
 * widget the document's own findings already name: the designer reads one finding per fault.
 */
export function engineFindings(
  results: Pick<AxeResults, 'violations'>,
  screenId: string,
  widgetOf: (node: AxeResults['violations'][number]['nodes'][number]) => string | undefined,
  known: readonly A11yFinding[],
): A11yFinding[] {
  const named = new Set(known.filter((f) => f.screenId === screenId).map((f) => f.widgetId));
  const seen = new Set<string>();
  const findings: A11yFinding[] = [];
  for (const rule of results.violations) {
    for (const node of rule.nodes) {
      const widgetId = widgetOf(node);
      const key = `${rule.id}:${widgetId ?? ''}`;
      if ((widgetId && named.has(widgetId)) || seen.has(key)) continue;
      seen.add(key);
      findings.push({
        rule: 'engine',
        wcag: criterionOf(rule.tags),
        severity: severityOf(node.impact ?? rule.impact),
        screenId,
        ...(widgetId ? { widgetId } : {}),
        data: {},
        engine: { id: rule.id, help: rule.help },
      });
    }
  }
  return findings;
}
