// A study's figures in sections (GET /rest/figures/{id}/{section}.json and /examples/figures/…): what
// the Results route shows first, and what other views take when they are opened. The figures are
// computed and kept whole (studyFigures.ts); an answer of a section is cut from them, so the
// sections of one version always agree with each other and with the whole answer.
import type { AnalyticsFigures } from './studyFigures';

/**
 * results: the dashboard, the sessions, the tasks' figures without their attempts, the survey;
 * points: each task's attempts (its scatter), taken when a task's charts show;
 * heat: the heat maps and their hints, for the heat-map tab.
 */
export const FIGURE_SECTIONS = ['results', 'points', 'heat'] as const;
export type FigureSection = (typeof FIGURE_SECTIONS)[number];

type Task = AnalyticsFigures['tasks'][number];
/** A task's figures without its attempts (those are in the `points` section). */
export type TaskSummary = Omit<Task, 'results'>;

export interface FigureSections {
  results: Pick<AnalyticsFigures, 'stale' | 'sessions' | 'screens' | 'misclicks' | 'survey'> & { tasks: TaskSummary[] };
  points: Pick<AnalyticsFigures, 'stale'> & { tasks: Array<Pick<Task, 'task' | 'results'>> };
  heat: Pick<AnalyticsFigures, 'stale' | 'heat' | 'hints'>;
}

export const isFigureSection = (name: string): name is FigureSection =>
  (FIGURE_SECTIONS as readonly string[]).includes(name);

/** Every section of `figures`, each as its own object (`stale` kept in each). */
export function figureSections(figures: AnalyticsFigures): FigureSections {
  const stale = figures.stale ? { stale: figures.stale } : {};
  const { sessions, screens, misclicks, survey, heat, hints } = figures;
  return {
    results: {
      ...stale,
      sessions,
      screens,
      misclicks,
      survey,
      tasks: figures.tasks.map((task) => {
        const { results: _attempts, ...summary } = task;
        return summary;
      }),
    },
    points: { ...stale, tasks: figures.tasks.map(({ task, results }) => ({ task, results })) },
    heat: { ...stale, heat, hints },
  };
}
