import { describe, expect, it } from 'vitest';
import type { AnalyticsFigures, FlowStep } from '@protolab/shared';
import { chartSteps } from './chartSteps';

type TaskFigure = AnalyticsFigures['tasks'][number];

const stepFigures = (step: number, reached: number) => ({ step, reached, duration: null, interactions: null });

/** Four steps: 10 sessions reach the first, 8, 5 and 4 the next ones, 3 succeed. */
const figure = {
  task: 't1',
  steps: 4,
  stepNames: ['Product › Add', 'Cart', 'Cart › Pay', ''],
  details: {
    funnel: [10, 8, 5, 4],
    dropOff: [2, 3, 1, 1],
    steps: [stepFigures(0, 10), stepFigures(1, 8), stepFigures(2, 5), stepFigures(3, 4)],
  },
} as unknown as TaskFigure;

const flow: FlowStep[] = [
  { screen: 's_product', widget: 'w_add', type: 'WidgetClick' },
  { screen: 's_cart', widget: null, type: 'ScreenLoaded' },
  { screen: 's_cart', widget: 'w_pay', type: 'WidgetClick' },
  { screen: 's_done', widget: null, type: 'ScreenLoaded' },
];
const words = (type: string) => ({ WidgetClick: 'click', ScreenLoaded: 'opened' })[type] ?? type;
const important = (...marked: number[]) =>
  flow.map((step, i) => (marked.includes(i) ? { ...step, important: true } : step));

describe('chartSteps', () => {
  it('shows every step when none is marked, named screen › widget › event', () => {
    expect(chartSteps(figure, flow, words).map(({ label, reached, dropped }) => [label, reached, dropped])).toEqual([
      ['Product › Add › click', 10, 2],
      ['Cart › opened', 8, 3],
      ['Cart › Pay › click', 5, 1],
      ['4 › opened', 4, 1],
    ]);
  });

  it('shows only the important steps, dropping off between them', () => {
    const steps = chartSteps(figure, important(0, 2), words);
    expect(steps.map(({ label, reached, dropped }) => [label, reached, dropped])).toEqual([
      ['Product › Add › click', 10, 5],
      ['Cart › Pay › click', 5, 2],
    ]);
    expect(steps[1].figures).toBe(figure.details!.steps[2]);
  });

  it('names the steps as the figures do when the flow has changed since', () => {
    expect(chartSteps(figure, important(0).slice(0, 3), words).map((step) => step.label)).toEqual([
      'Product › Add',
      'Cart',
      'Cart › Pay',
      '4',
    ]);
  });

  it('keeps a repeated step apart by its position', () => {
    const twice = { ...figure, stepNames: ['Cart', 'Cart', 'Cart › Pay', 'Done'] } as TaskFigure;
    const labels = chartSteps(twice, [flow[1], flow[1], flow[2], flow[3]], words).map((step) => step.label);
    expect(labels).toEqual(['Cart › opened (1)', 'Cart › opened (2)', 'Cart › Pay › click', 'Done › opened']);
  });
});
