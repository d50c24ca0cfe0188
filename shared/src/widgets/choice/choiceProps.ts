// Readers of the props the choice family shares: options, the chosen option, a radio table's
// questions and answers, a rating's count. Pure; the renderers read the same props.
import { textOf, type WidgetProps } from '../values';

/** `props.options` as labels. */
export function optionLabels(props: WidgetProps): string[] {
  return Array.isArray(props.options) ? props.options.map(textOf) : [];
}

/** The chosen option: `props.selected` as stored (a string, or the first of a list), if it is one of the options. */
export function selectedOption(props: WidgetProps, options: readonly string[]): string | null {
  const selected = Array.isArray(props.selected) ? props.selected[0] : props.selected;
  const label = textOf(selected);
  return label !== '' && options.includes(label) ? label : null;
}

/** The options chosen in `props.selected` (a list, or one label), in option order. */
export function selectedOptions(props: WidgetProps, options: readonly string[]): string[] {
  const selected = Array.isArray(props.selected) ? props.selected.map(textOf) : [textOf(props.selected)];
  return options.filter((option) => selected.includes(option));
}

/**
 * A radio table's `props.data`: the first row holds the answers after a corner cell, each
 * further row starts with its question.
 */
export function radioTableOf(props: WidgetProps): { questions: string[]; answers: string[] } {
  const data = Array.isArray(props.data) ? props.data.filter((row): row is unknown[] => Array.isArray(row)) : [];
  const [header = [], ...rows] = data;
  return { questions: rows.map((row) => textOf(row[0])), answers: header.slice(1).map(textOf) };
}

/**
 * A radio table's answers, one a question ('' for none): `props.selected` as a list by row, or
 * as quant-ux keeps it, an object from question to answer.
 */
export function radioTableAnswers(props: WidgetProps): string[] {
  const { questions, answers } = radioTableOf(props);
  const selected = props.selected;
  const answer = (chosen: unknown) => {
    const label = textOf(chosen);
    return answers.includes(label) ? label : '';
  };
  if (Array.isArray(selected)) return questions.map((_, row) => answer(selected[row]));
  if (typeof selected === 'object' && selected !== null) {
    const byQuestion = selected as Record<string, unknown>;
    return questions.map((question) => answer(byQuestion[question]));
  }
  return questions.map(() => '');
}

export const RATING_MAX_STARS = 10;

/** How many stars a rating shows: `props.elementCount` (quant-ux), else `props.max`, else 5. */
export function ratingStars(props: WidgetProps): number {
  const count = Number(props.elementCount ?? props.max ?? 5);
  return Number.isFinite(count) ? Math.min(RATING_MAX_STARS, Math.max(1, Math.round(count))) : 5;
}
