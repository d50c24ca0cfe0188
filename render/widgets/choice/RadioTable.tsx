import { optionsOf, radioTableOf } from '@protolab/shared';
import { ChoiceButton } from '../../parts/choiceButton';
import { ChoiceMark, sizeOf } from '../../parts/choiceMark';
import type { WidgetRendererProps } from '../../widgetRenderer';
import { moveInGroup, onStyle } from './choiceStyle';

export const frame = 'bare';

/**
 * A Likert grid: the answers head the columns, each question starts a row of radios (a radio
 * group of its own). The value holds each row's chosen answer, '' for none.
 */
export default function RadioTable({ view, style, scale, value, interactive, onValue }: WidgetRendererProps) {
  const answers = optionsOf(view);
  const questions = radioTableOf(view.props).questions;
  const chosen = questions.map((_, row) => (Array.isArray(value) ? String(value[row] ?? '') : ''));
  const choose = (row: number, column: number) => {
    if (chosen[row] === answers[column]) return;
    onValue(chosen.map((answer, r) => (r === row ? answers[column] : answer)));
  };
  const rowHeight = view.box.h / (questions.length + 1);
  const columnWidth = (view.box.w - sizeOf(style, 'labelWidth', view.box.w / 3)) / Math.max(1, answers.length);
  const radio = sizeOf(style, 'radioSize', 18, Math.min(rowHeight, columnWidth));
  const columns = `${sizeOf(style, 'labelWidth', view.box.w / 3) * scale}px repeat(${answers.length}, minmax(0, 1fr))`;
  const row = { display: 'grid', gridTemplateColumns: columns, alignItems: 'center', flex: '1 1 0', minHeight: 0 };
  const cell = { display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', height: '100%' };
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}>
      <div style={row} aria-hidden>
        <span />
        {answers.map((answer, column) => (
          <span key={column} style={{ textAlign: 'center', overflow: 'hidden' }}>
            {answer}
          </span>
        ))}
      </div>
      {questions.map((question, r) => {
        const picked = answers.indexOf(chosen[r]);
        return (
          <div key={r} role="radiogroup" aria-label={question} data-choice-group style={row}>
            <span style={{ overflow: 'hidden' }}>{question}</span>
            {answers.map((answer, column) => (
              <ChoiceButton
                key={column}
                interactive={interactive}
                role="radio"
                on={column === picked}
                label={answer}
                index={column}
                tabStop={column === Math.max(0, picked)}
                onPress={() => choose(r, column)}
                onKeyDown={(e) => moveInGroup(e, column, answers.length, (next) => choose(r, next))}
                style={cell}
              >
                <ChoiceMark
                  kind="radio"
                  on={column === picked}
                  w={radio}
                  h={radio}
                  style={onStyle(view, style, column === picked)}
                  scale={scale}
                />
              </ChoiceButton>
            ))}
          </div>
        );
      })}
    </div>
  );
}
