import { useTexts } from './texts';

export function EndScreen({ waiting }: { waiting: number }) {
  const t = useTexts();
  return (
    <main className="pl-page pl-end">
      <h1>{t('end.title')}</h1>
      <p>{t('end.text')}</p>
      {waiting > 0 && <p className="pl-note">{t('end.pending')}</p>}
    </main>
  );
}
