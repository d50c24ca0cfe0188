import type { App } from '../model/app';
import type { Line } from '../model/line';
import { widgetSpec } from '../widgets/registry';
import type { WidgetValue } from '../widgets/values';
import { linesFrom } from './lineIndex';
import { isValidValue, validationRuleOf } from './validation';

/**
 * Widgets that route a line instead of being drawn: LogicOr picks one of its outgoing lines by
 * their rules (or at random for an A/B test), Rest and Script pass on the same way (the player
 * runs no requests or scripts; their outgoing lines decide where the tester goes).
 */
export function isLogicWidget(type: string): boolean {
  return widgetSpec(type)?.logic === true;
}

/** A condition on an outgoing line of a logic widget: `<widget's value> <operator> <value>`. */
export interface LineRule {
  widget: string;
  operator?: string;
  value?: unknown;
}

export interface RouteContext {
  /** the screen the tester is on: a rule naming a master widget reads its copy on this screen */
  screen: string;
  values: Readonly<Record<string, WidgetValue>>;
  /** 0 ≤ n < 1; Math.random by default */
  random?: () => number;
}

export interface Route {
  /** the screen the line leads to, or null when it leads nowhere playable */
  screen: string | null;
  /** the lines followed, the first one included */
  lines: Line[];
}

/** Guards against lines that loop between logic widgets. */
const MAX_HOPS = 32;

/** Follows a line, through logic widgets, to the screen it leads to. */
export function routeLine(app: App, line: Line, context: RouteContext): Route {
  const lines = [line];
  let target = line.to;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (app.screens[target]) return { screen: target, lines };
    const widget = app.widgets[target];
    if (!widget || !isLogicWidget(widget.type)) break;
    const next = pickBranch(app, widget.props ?? {}, linesFrom(app, target), context);
    if (!next) break;
    lines.push(next);
    target = next.to;
  }
  return { screen: null, lines };
}

function pickBranch(
  app: App,
  props: Record<string, unknown>,
  branches: readonly Line[],
  context: RouteContext,
): Line | undefined {
  if (branches.length === 0) return undefined;
  if (props.isRandom === true) {
    const n = Math.floor((context.random ?? Math.random)() * branches.length);
    return branches[Math.min(n, branches.length - 1)];
  }
  const ruled = branches.filter((l) => ruleOf(l) !== undefined);
  return ruled.find((l) => ruleHolds(app, ruleOf(l)!, context)) ?? branches.find((l) => ruleOf(l) === undefined);
}

/** A line's rule, when it holds one the simulator can read. */
export function ruleOf(line: Line): LineRule | undefined {
  const rule = line.rule as Partial<LineRule> | null | undefined;
  return rule && typeof rule === 'object' && typeof rule.widget === 'string' ? (rule as LineRule) : undefined;
}

function valueFor(context: RouteContext, widgetId: string): WidgetValue | undefined {
  return context.values[widgetId] ?? context.values[`${widgetId}@${context.screen}`];
}

function ruleHolds(app: App, rule: LineRule, context: RouteContext): boolean {
  const value = valueFor(context, rule.widget);
  const operator = rule.operator ?? '==';
  switch (operator) {
    case 'isValid':
    case 'isNotValid': {
      const valid = isValidValue(validationRuleOf(app.widgets[rule.widget]?.props), value);
      return operator === 'isValid' ? valid : !valid;
    }
    case '==':
      return same(value, rule.value);
    case '!=':
      return !same(value, rule.value);
    case 'contains':
      return text(value).toLowerCase().includes(text(rule.value).toLowerCase());
    case '>':
    case '<':
    case '>=':
    case '<=': {
      const a = Number(Array.isArray(value) ? value.length : value);
      const b = Number(rule.value);
      if (!Number.isFinite(a) || !Number.isFinite(b) || text(value) === '') return false;
      return operator === '>' ? a > b : operator === '<' ? a < b : operator === '>=' ? a >= b : a <= b;
    }
    default:
      return false;
  }
}

function same(value: WidgetValue | undefined, expected: unknown): boolean {
  if (typeof value === 'boolean') return value === (expected === true || expected === 'true');
  return text(value) === text(expected);
}

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
