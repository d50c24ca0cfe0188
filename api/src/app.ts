import Koa from 'koa';
import type { Router } from '@koa/router';
import type { Deps } from './deps';
import { authMiddleware } from './http/auth';
import { errorMiddleware } from './http/errorMiddleware';
import { jsonBody } from './http/jsonBody';
import { requestLog } from './http/requestLog';
import { securityHeaders } from './http/securityHeaders';
import { jsonAnswers } from './http/sendJson';
import { aiRoutes } from './routes/ai';
import { annotationsRoutes } from './routes/annotations';
import { appsRoutes } from './routes/apps';
import { appVersionsRoutes } from './routes/appVersions';
import { commandsRoutes } from './routes/commands';
import { commentsRoutes } from './routes/comments';
import { eventsRoutes } from './routes/events';
import { examplesRoutes } from './routes/examples';
import { figuresRoutes } from './routes/figures';
import { imagesRoutes } from './routes/images';
import { importUrlRoutes } from './routes/importUrl';
import { invitationsRoutes } from './routes/invitations';
import { mouseRoutes } from './routes/mouse';
import { studyRoutes } from './routes/study';
import { systemRoutes } from './routes/system';
import { teamRoutes } from './routes/team';
import { testSettingsRoutes } from './routes/testSettings';
import { usersRoutes } from './routes/users';
import { iconFiles } from './icons';
import { staticFrontEnds } from './static';
import { answerErrorLog } from './http/answerErrors';

const routeModules: Array<(deps: Deps) => Router> = [
  systemRoutes,
  usersRoutes,
  appsRoutes,
  appVersionsRoutes,
  commandsRoutes,
  teamRoutes,
  invitationsRoutes,
  testSettingsRoutes,
  eventsRoutes,
  mouseRoutes,
  figuresRoutes,
  studyRoutes,
  annotationsRoutes,
  commentsRoutes,
  imagesRoutes,
  importUrlRoutes,
  examplesRoutes,
  aiRoutes,
];

export function createApp(deps: Deps): Koa {
  const app = new Koa({ proxy: process.env.TRUST_PROXY === 'true' });
  if (deps.config.logRequests) app.use(requestLog(deps.log));
  app.use(securityHeaders(deps.config));
  app.use(jsonAnswers());
  app.use(errorMiddleware(deps.log));
  app.use(jsonBody());
  app.use(authMiddleware(deps.knex, deps.tokens));
  for (const routes of routeModules) {
    const router = routes(deps);
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: true }));
  }
  app.use(iconFiles());
  app.use(staticFrontEnds(deps.config));
  app.on('error', answerErrorLog(deps.log));
  return app;
}
