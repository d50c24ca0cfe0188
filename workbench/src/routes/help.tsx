// Routes of the help area (SPEC §2): help topics, notifications, contact form, examples — all with
// the header.
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { withHeaderRoute } from '../shell/layouts';
import { preloadPages } from '../shell/lazyPage';

const ContactPage = lazyRouteComponent(() => import('../help/ContactPage'), 'ContactPage');
const ExamplesPage = lazyRouteComponent(() => import('../help/ExamplesPage'), 'ExamplesPage');
const HelpIndexPage = lazyRouteComponent(() => import('../help/HelpIndexPage'), 'HelpIndexPage');
const HelpTopicPage = lazyRouteComponent(() => import('../help/HelpTopicPage'), 'HelpTopicPage');
const NotificationsPage = lazyRouteComponent(() => import('../help/NotificationsPage'), 'NotificationsPage');

const helpRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'help.html',
  loader: preloadPages(HelpIndexPage),
  component: HelpIndexPage,
});

const helpTopicRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'help/{$topic}.html',
  loader: preloadPages(HelpTopicPage),
  component: function HelpTopic() {
    const { topic } = helpTopicRoute.useParams();
    return <HelpTopicPage topicId={topic} />;
  },
});

const helpSubtopicRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'help/$topic/{$subtopic}.html',
  loader: preloadPages(HelpTopicPage),
  component: function HelpSubtopic() {
    const { topic, subtopic } = helpSubtopicRoute.useParams();
    return <HelpTopicPage topicId={topic} subtopicId={subtopic} />;
  },
});

const notificationsRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'notifications.html',
  loader: preloadPages(NotificationsPage),
  component: NotificationsPage,
});

const contactRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'contact.html',
  loader: preloadPages(ContactPage),
  component: ContactPage,
});

const examplesRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'examples.html',
  loader: preloadPages(ExamplesPage),
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
