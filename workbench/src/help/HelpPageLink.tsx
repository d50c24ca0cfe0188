import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FoundPage } from './helpTopics';

/** A link to a help topic or subtopic, named by its title. */
export function HelpPageLink({ page }: { page: FoundPage }) {
  const { t } = useTranslation('help');
  return page.subtopic ? (
    <Link to="/help/$topic/{$subtopic}.html" params={{ topic: page.topic.id, subtopic: page.subtopic.id }}>
      {t(page.subtopic.title)}
    </Link>
  ) : (
    <Link to="/help/{$topic}.html" params={{ topic: page.topic.id }}>
      {t(page.topic.title)}
    </Link>
  );
}
