import { describe, expect, it } from 'vitest';
import type { A11yFinding } from '@protolab/shared';
import { criterionOf, engineFindings } from './engineFindings';

const violation = (id: string, tags: string[], widgets: Array<string | undefined>) => ({
  id,
  help: `${id} help`,
  tags,
  impact: 'serious' as const,
  nodes: widgets.map((widget) => ({ widget, impact: 'serious' as const })),
});

describe("the engine's findings", () => {
  it('name the WCAG criterion of their tags, or best practice', () => {
    expect(criterionOf(['cat.aria', 'wcag2a', 'wcag412'])).toBe('4.1.2');
    expect(criterionOf(['wcag2aa', 'wcag1411'])).toBe('1.4.11');
    expect(criterionOf(['best-practice'])).toBe('best-practice');
  });

  it('come once per rule and widget, leaving out widgets the document rules already name', () => {
    const known = [{ rule: 'input-name', screenId: 's1', widgetId: 'field' }] as A11yFinding[];
    const results = {
      violations: [
        violation('button-name', ['wcag2a', 'wcag412'], ['b1', 'b1', 'field']),
        violation('list', ['wcag2a', 'wcag131'], [undefined]),
      ],
    };
    const findings = engineFindings(
      results as never,
      's1',
      (node) => (node as unknown as { widget?: string }).widget,
      known,
    );
    expect(findings).toEqual([
      {
        rule: 'engine',
        wcag: '4.1.2',
        severity: 'serious',
        screenId: 's1',
        widgetId: 'b1',
        data: {},
        engine: { id: 'button-name', help: 'button-name help' },
      },
      {
        rule: 'engine',
        wcag: '1.3.1',
        severity: 'serious',
        screenId: 's1',
        data: {},
        engine: { id: 'list', help: 'list help' },
      },
    ]);
  });
});
