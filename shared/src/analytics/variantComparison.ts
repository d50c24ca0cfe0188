// An A/B study's results (issue 39): each variant's figures (the study's figures of its sessions),
// compared task by task with the first variant, and the CSV of the comparison.
import type { StudyVariant } from '../model/studyVariant';
import { compareTask, type TaskComparison, type VariantTaskData } from './compare';
import { successVerdictText, timeVerdictText, type VerdictText } from './compareText';
import { toCsv, type CsvOptions } from './csv';
import { TASK_SUMMARY_HEADERS, taskSummaryRow } from './csvExports';
import type { AnalyticsFigures } from './studyFigures';

/** A variant and the figures of its sessions. */
export interface VariantFigures {
  variant: Pick<StudyVariant, 'id' | 'name'>;
  figures: Pick<AnalyticsFigures, 'tasks' | 'sessions' | 'misclicks'>;
}

type VariantTask = AnalyticsFigures['tasks'][number];

/** One variant on one task: what the comparison reads (successes of the attempts, their times). */
export function variantTaskData(task: VariantTask | undefined): VariantTaskData {
  if (!task) return { successes: 0, trials: 0, times: [] };
  return {
    successes: task.successes,
    trials: task.starts,
    times: task.results.flatMap((point) =>
      point.success && point.duration !== null && point.duration > 0 ? [point.duration] : [],
    ),
  };
}

export interface VariantTaskComparison {
  task: string;
  name: string;
  /** per variant, in the variants' order: its task figures (undefined when no session of it started the task) */
  perVariant: Array<{ variant: VariantFigures['variant']; task: VariantTask | undefined; data: VariantTaskData }>;
  /** each variant after the first against the first, with the sentences that word it */
  against: Array<{
    variant: VariantFigures['variant'];
    comparison: TaskComparison;
    success: VerdictText;
    time: VerdictText;
  }>;
}

/** The tasks of the study (the first variant's order), each compared across the variants. */
export function compareVariants(variants: readonly VariantFigures[]): VariantTaskComparison[] {
  const [first] = variants;
  if (!first) return [];
  return first.figures.tasks.map(({ task, name }) => {
    const perVariant = variants.map(({ variant, figures }) => {
      const found = figures.tasks.find((t) => t.task === task);
      return { variant, task: found, data: variantTaskData(found) };
    });
    const base = perVariant[0]!.data;
    const against = perVariant.slice(1).map(({ variant, data }) => {
      const comparison = compareTask(base, data);
      return {
        variant,
        comparison,
        success: successVerdictText(comparison.successVerdict, variant.name),
        time: timeVerdictText(comparison.timeVerdict, variant.name),
      };
    });
    return { task, name, perVariant, against };
  });
}

const round4 = (value: number | null) => (value === null ? null : Math.round(value * 10_000) / 10_000);

export const VARIANT_TASK_HEADERS = [
  'variant',
  ...TASK_SUMMARY_HEADERS,
  'success rate difference from the first variant',
  'difference low (95%)',
  'difference high (95%)',
  'time ratio to the first variant',
  'time ratio low (95%)',
  'time ratio high (95%)',
] as const;

/** One row per task × variant: the task summary's figures, and the comparison with the first variant. */
export function variantTaskCsv(comparisons: readonly VariantTaskComparison[], options: CsvOptions = {}): string {
  const rows = comparisons.flatMap(({ perVariant, against }) =>
    perVariant
      .filter((entry) => entry.task)
      .map(({ variant, task }) => {
        const other = against.find((entry) => entry.variant.id === variant.id)?.comparison;
        return [
          variant.name,
          ...taskSummaryRow(task!),
          round4(other?.success.difference ?? null),
          round4(other ? other.success.low : null),
          round4(other ? other.success.high : null),
          round4(other?.time?.ratio ?? null),
          round4(other?.time?.low ?? null),
          round4(other?.time?.high ?? null),
        ];
      }),
  );
  return toCsv(VARIANT_TASK_HEADERS, rows, options);
}

/** One row per session with the variant it played. */
export function variantSessionsCsv(variants: readonly VariantFigures[], options: CsvOptions = {}): string {
  const rows = variants.flatMap(({ variant, figures }) =>
    figures.sessions.map((row) => [row.id, row.user, new Date(row.start), variant.id, variant.name, row.tasksDone]),
  );
  return toCsv(['session', 'user', 'start', 'variant id', 'variant', 'tasks done'], rows, options);
}
