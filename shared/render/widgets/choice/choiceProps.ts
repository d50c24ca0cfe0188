// Props the renderers read that the value spec does not give them (the pure readers in
// shared/src/widgets/choice/choiceProps.ts are not exported by @protolab/shared): keep the two alike.
import { textOf } from '@protolab/shared';

/** A radio table's questions: the first cell of each row of `props.data` after the header row. */
export function radioTableQuestions(props: Record<string, unknown>): string[] {
  const data = Array.isArray(props.data) ? props.data.filter((row): row is unknown[] => Array.isArray(row)) : [];
  return data.slice(1).map((row) => textOf(row[0]));
}

/** How many stars a rating shows: `props.elementCount` (quant-ux), else `props.max`, else 5; at most 10. */
export function ratingStars(props: Record<string, unknown>): number {
  const count = Number(props.elementCount ?? props.max ?? 5);
  return Number.isFinite(count) ? Math.min(10, Math.max(1, Math.round(count))) : 5;
}
