// The plain sentence of a task comparison: which text of the workbench's `versions` area words a
// verdict, and with what values (i18next interpolation; `count` picks the plural).
import type { SuccessVerdict, TimeVerdict } from './compare';

export interface VerdictText {
  key: string;
  params: Record<string, string | number>;
}

/** The sentence of a success verdict for variant `variant` (named against the first variant). */
export function successVerdictText(verdict: SuccessVerdict, variant: string): VerdictText {
  switch (verdict.kind) {
    case 'noData':
      return { key: 'verdict.noData', params: {} };
    case 'none':
      return verdict.moreTesters > 0
        ? { key: 'verdict.none', params: { count: verdict.moreTesters } }
        : { key: 'verdict.enough', params: {} };
    default:
      return { key: `verdict.${verdict.kind}`, params: { variant, low: verdict.low, high: verdict.high } };
  }
}

/** The sentence of a time verdict for variant `variant`. */
export function timeVerdictText(verdict: TimeVerdict, variant: string): VerdictText {
  if (verdict.kind === 'shorter' || verdict.kind === 'longer') {
    return { key: `time.${verdict.kind}`, params: { variant, low: verdict.low, high: verdict.high } };
  }
  return { key: `time.${verdict.kind}`, params: {} };
}
