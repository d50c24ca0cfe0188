import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactPrompt } from './ContactPrompt';
import { HelpPageLink } from './HelpPageLink';
import { searchHelp } from './helpSearch';
import { HELP_TOPICS } from './helpTopics';
import './help.css';

/** help.html: the topics, and a search over every help page in the reader's language. */
export function HelpIndexPage() {
  const { t } = useTranslation('help');
  const [query, setQuery] = useState('');
  const found = searchHelp(query, (key) => t(key));
  const searching = query.trim() !== '';

  return (
    <div className="help">
      <header className="help-head">
        <h1>{t('help.title')}</h1>
        <p className="muted">{t('help.intro')}</p>
        <div className="field help-search">
          <label htmlFor="help-search">{t('help.search')}</label>
          <input
            id="help-search"
            type="search"
            value={query}
            placeholder={t('help.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </header>
      {searching ? (
        <section aria-live="polite" aria-label={t('help.search')}>
          <p className="muted">
            {found.length ? t('help.results', { count: found.length }) : t('help.noResults', { query: query.trim() })}
          </p>
          <ul className="help-results">
            {found.map((page) => (
              <li key={`${page.topic.id}/${page.subtopic?.id ?? ''}`} className="card">
                <HelpPageLink page={page} />
                <p className="muted">{t((page.subtopic ?? page.topic).body[0]!)}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="help-topics">
          <h2 id="help-topics">{t('help.topics')}</h2>
          <ul className="help-topics">
            {HELP_TOPICS.map((topic) => (
              <li key={topic.id} className="card">
                <h3>
                  <Link to="/help/{$topic}.html" params={{ topic: topic.id }}>
                    {t(topic.title)}
                  </Link>
                </h3>
                <p className="muted">{t(topic.body[0]!)}</p>
                <ul className="help-subtopics">
                  {topic.subtopics.map((subtopic) => (
                    <li key={subtopic.id}>
                      <HelpPageLink page={{ topic, subtopic }} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ContactPrompt />
    </div>
  );
}
