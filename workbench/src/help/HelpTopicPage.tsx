import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactPrompt } from './ContactPrompt';
import { HelpPageLink } from './HelpPageLink';
import { figureSize, findHelpPage, TRANSFER_TOPIC_ID, type HelpFigure } from './helpTopics';
import { ImportPanel } from './ImportPanel';
import './help.css';

/** help/{topic}.html and help/{topic}/{subtopic}.html: the page's text and the topic's other pages. */
export function HelpTopicPage({ topicId, subtopicId }: { topicId: string; subtopicId?: string }) {
  const { t } = useTranslation('help');
  const found = findHelpPage(topicId, subtopicId);
  if (!found) {
    return (
      <div className="help card">
        <p role="alert">{t('help.notFound')}</p>
        <Link to="/help.html">{t('help.allTopics')}</Link>
      </div>
    );
  }
  const { topic, subtopic } = found;
  const shown = subtopic ?? topic;
  return (
    <div className="help help-page">
      <nav className="help-crumbs" aria-label={t('help.topics')}>
        <Link to="/help.html">{t('help.allTopics')}</Link>
        {subtopic && (
          <>
            <span aria-hidden="true">{' / '}</span>
            <HelpPageLink page={{ topic }} />
          </>
        )}
      </nav>
      <article className="card prose">
        <h1>{t(shown.title)}</h1>
        {shown.body.map((key, index) => (
          <Fragment key={key}>
            <p>{t(key)}</p>
            {shown.figures
              .filter((figure) => figure.after === index + 1)
              .map((figure) => (
                <HelpPicture key={figure.caption} figure={figure} />
              ))}
          </Fragment>
        ))}
        {topic.id === TRANSFER_TOPIC_ID && <ImportPanel />}
      </article>
      <nav className="card help-siblings" aria-labelledby="help-in-topic">
        <h2 id="help-in-topic">{t('help.inTopic')}</h2>
        <ul>
          {topic.subtopics.map((page) => (
            <li key={page.id} aria-current={page.id === subtopic?.id ? 'page' : undefined}>
              <HelpPageLink page={{ topic, subtopic: page }} />
            </li>
          ))}
        </ul>
      </nav>
      <ContactPrompt />
    </div>
  );
}

/** A screenshot of the product between the paragraphs; a click opens it at its full size. */
function HelpPicture({ figure }: { figure: HelpFigure }) {
  const { t } = useTranslation('help');
  const src = `/help/${figure.src}`;
  const { width, height } = figureSize(figure.src);
  return (
    <figure className="help-figure">
      <a href={src} target="_blank" rel="noopener noreferrer">
        <img src={src} alt={t(figure.caption)} loading="lazy" width={width} height={height} />
      </a>
      <figcaption className="muted">{t(figure.caption)}</figcaption>
    </figure>
  );
}
