import { useTranslation } from 'react-i18next';

const PARAGRAPHS = {
  tos: ['tos.p1', 'tos.p2', 'tos.p3', 'tos.p4', 'tos.p5'],
  privacy: ['privacy.p1', 'privacy.p2', 'privacy.p3', 'privacy.p4', 'privacy.p5'],
} as const;

/** `tos.html` and `privacy.html`. */
export function LegalPage({ text }: { text: keyof typeof PARAGRAPHS }) {
  const { t } = useTranslation('account');
  return (
    <article className="card prose">
      <h1>{t(text === 'tos' ? 'tos.title' : 'privacy.title')}</h1>
      {PARAGRAPHS[text].map((key) => (
        <p key={key}>{t(key)}</p>
      ))}
    </article>
  );
}
