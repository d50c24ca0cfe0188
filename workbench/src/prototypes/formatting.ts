// Dates in the interface language (our "cn" is Chinese of China for the Intl APIs).

export function localeTag(language: string): string {
  return language === 'cn' ? 'zh-CN' : language;
}

export function formatDate(ms: number, language: string): string {
  if (!ms) return '';
  return new Intl.DateTimeFormat(localeTag(language), { dateStyle: 'medium' }).format(new Date(ms));
}
