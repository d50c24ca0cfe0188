// Number and time formats of the analytics pages.

/** 0.4712 → "47%" (one decimal below 10%). */
export function percent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const p = value * 100;
  return `${p < 10 && p > 0 ? p.toFixed(1) : Math.round(p)}%`;
}

/** ms → "4.2 s", "1:05 min", "1:02:03 h". */
export function duration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '–';
  const s = ms / 1000;
  if (s < 60) return `${s < 10 ? s.toFixed(1) : Math.round(s)} s`;
  const total = Math.round(s);
  const two = (n: number) => String(n).padStart(2, '0');
  if (total < 3600) return `${Math.floor(total / 60)}:${two(total % 60)} min`;
  return `${Math.floor(total / 3600)}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)} h`;
}

export function seconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}

/** The BCP 47 tag of a workbench locale ("cn" is the product's name for Chinese). */
const intlLocale = (language: string) => (language === 'cn' ? 'zh-CN' : language);

/** ["A", "B"] → "A or B" ('any') / "A and B" ('all'), in the language's own words. */
export function tagList(tags: readonly string[], mode: 'any' | 'all', language: string): string {
  return new Intl.ListFormat(intlLocale(language), { type: mode === 'all' ? 'conjunction' : 'disjunction' }).format(
    tags,
  );
}

export function dateTime(ms: number, language: string): string {
  return new Date(ms).toLocaleString(intlLocale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
}

/** Offset into a replay: "0:07". */
export function clock(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
