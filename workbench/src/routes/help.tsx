// Routes of the help area (SPEC §2): help topics, notifications, contact form, examples — all with
// the header.
import { createRoute } from '@tanstack/react-router';
import { withHeaderRoute } from '../app/layouts';
import { ContactPage } from '../help/ContactPage';
import { ExamplesPage } from '../help/ExamplesPage';
import { HelpIndexPage } from '../help/HelpIndexPage';
import { HelpTopicPage } from '../help/HelpTopicPage';
import { NotificationsPage } from '../help/NotificationsPage';

const helpRoute = createRoute({ getParentRoute: () => withHeaderRoute, path: 'help.html', component: HelpIndexPage });

const helpTopicRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'help/{$topic}.html',
  component: function HelpTopic() {
    const { topic } = helpTopicRoute.useParams();
    return <HelpTopicPage topicId={topic} />;
  },
});

const helpSubtopicRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'help/$topic/{$subtopic}.html',
  component: function HelpSubtopic() {
    const { topic, subtopic } = helpSubtopicRoute.useParams();
    return <HelpTopicPage topicId={topic} subtopicId={subtopic} />;
  },
});

const notificationsRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'notifications.html',
  component: NotificationsPage,
});

const contactRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'contact.html',
  component: ContactPage,
});

const examplesRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'examples.html',
  component: ExamplesPage,
});

export const helpRoutes = [
  helpRoute,
  helpTopicRoute,
  helpSubtopicRoute,
  notificationsRoute,
  contactRoute,
  examplesRoute,
] as const;
