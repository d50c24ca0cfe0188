// Routes of the study area: the comment link (the tabs themselves live in the prototype overview).
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { overviewRoute } from '../shell/layouts';
import { preloadPages } from '../shell/lazyPage';

const CommentLinkPage = lazyRouteComponent(() => import('../study/CommentLinkPage'), 'CommentLinkPage');

// the router parses search values as JSON: a hash of digits arrives as a number
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const commentLinkRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'comments.html',
  validateSearch: (search: Record<string, unknown>) => ({ h: text(search.h), app: text(search.app) }),
  loader: preloadPages(CommentLinkPage),
  component: function CommentLink() {
    const { h, app } = commentLinkRoute.useSearch();
    return <CommentLinkPage hash={h} appId={app} />;
  },
});

export const studyRoutes = [commentLinkRoute] as const;
