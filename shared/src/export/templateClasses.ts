// The prototype's templates in the code export: each used one has a CSS class of its own holding
// the look all its instances share; each instance's own rule keeps its place and what it changes.
import type { Rule } from './markup';

export interface ExportedTemplate {
  id: string;
  /** the designer's name for it */
  name: string;
  /** its React component's name */
  component: string;
  /** the class its instances share */
  className: string;
  /** what all its instances have alike */
  rule: Rule;
}

/** Declarations that place a widget (or size it): each instance keeps its own. */
const PLACING = new Set(['left', 'top', 'width', 'height', 'position', 'flex', 'marginTop', 'marginLeft', 'alignSelf']);

/**
 * The shared rule of each template from its instances' own rules (`instances`: the box rule of each
 * instance, by template id); the declarations all of them share move from theirs into it.
 */
export function templateRules(
  names: ReadonlyMap<string, Omit<ExportedTemplate, 'rule'>>,
  instances: ReadonlyMap<string, Rule[]>,
): ExportedTemplate[] {
  return [...instances].flatMap(([id, rules]) => {
    const template = names.get(id);
    if (!template || rules.length === 0) return [];
    const shared = Object.fromEntries(
      Object.entries(rules[0]!.css).filter(
        ([key, value]) => !PLACING.has(key) && rules.every((rule) => rule.css[key] === value),
      ),
    );
    for (const rule of rules)
      rule.css = Object.fromEntries(Object.entries(rule.css).filter(([key]) => !(key in shared)));
    return [{ ...template, rule: { selector: `.${template.className}`, css: shared } }];
  });
}
