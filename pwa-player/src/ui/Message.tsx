import { useTexts } from './texts';

/** A full-page message: a broken link, a failed load, an empty prototype. */
export function Message({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const t = useTexts();
  return (
    <main className="pl-page">
      <p role="alert">{text}</p>
      {onRetry && (
        <button type="button" className="pl-primary" onClick={onRetry}>
          {t('error.retry')}
        </button>
      )}
    </main>
  );
}
