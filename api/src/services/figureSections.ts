// The answers of a study's figure sections (GET /rest/figures/{id}/{section}.json), cut from the kept
// figures (shared analytics/figureSections.ts). The sections of a tagged answer are kept here for the
// next section asked for: a page asks for its sections one after the other, and a big study's figures
// take ≈50 ms to read.
import { figureSections, type AnalyticsFigures, type FigureSection } from '@protolab/shared';

/** Studies whose sections are kept, the last asked for last. */
const KEPT = 8;
const kept = new Map<string, Record<FigureSection, string>>();

function cut(body: string): Record<FigureSection, string> {
  const sections = figureSections(JSON.parse(body) as AnalyticsFigures);
  return {
    results: JSON.stringify(sections.results),
    points: JSON.stringify(sections.points),
    heat: JSON.stringify(sections.heat),
  };
}

/**
 * The JSON text of `section` of the figures `body`. `key` names the figures (the app and the tag of the
 * answer); a stale answer has none and is cut each time.
 */
export function sectionText(body: string, section: FigureSection, key: string | undefined): string {
  if (!key) return cut(body)[section];
  let sections = kept.get(key);
  if (sections) kept.delete(key);
  else sections = cut(body);
  kept.set(key, sections);
  while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  return sections[section];
}
