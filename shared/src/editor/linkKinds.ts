// What the canvas marks on a link besides its way: a conditional link is followed only when its
// rule holds or its screen's inputs are valid; a branching link is one of several ways out of a
// logic widget (LogicOr's rules or its A/B pick, Rest, Script) or out of a widget whose links
// carry conditions, so the designer sees where a tester's path forks.
import type { App } from '../model/app';
import type { Line } from '../model/line';
import { linesFrom } from '../simulator/lineIndex';
import { isLogicWidget, ruleOf } from '../simulator/logic';

export interface LinkKind {
  conditional: boolean;
  branching: boolean;
}

const conditional = (line: Line) => ruleOf(line) !== undefined || Boolean(line.validation);

export function linkKind(app: App, line: Line): LinkKind {
  const siblings = linesFrom(app, line.from);
  const fromLogic = isLogicWidget(app.widgets[line.from]?.type ?? '');
  return {
    conditional: conditional(line),
    branching: siblings.length > 1 && (fromLogic || siblings.some(conditional)),
  };
}
