// Routes of the account area and the shell's own pages (SPEC §2).
import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { LandingPage } from '../account/LandingPage';
import { logIn } from '../account/loginFlow';
import { LogoutPage } from '../account/LogoutPage';
import { NotFoundPage } from '../account/NotFoundPage';
import { ResetPasswordPage } from '../account/ResetPasswordPage';
import { SignUpPage } from '../account/SignUpPage';
import { TryoutPage } from '../account/TryoutPage';
import { UnlockPage } from '../account/UnlockPage';
import { api } from '../shell/api';
import { overviewRoute, rootRoute, withHeaderRoute } from '../shell/layouts';
import { preloadPages } from '../shell/lazyPage';
import { loggedInOnly } from '../shell/loggedInOnly';
import { MY_PROTOTYPES_PATH } from '../shell/paths';
import { sessionStore } from '../shell/session';

const MyAccountPage = lazyRouteComponent(() => import('../account/MyAccountPage'), 'MyAccountPage');
const LegalPage = lazyRouteComponent(() => import('../account/LegalPage'), 'LegalPage');

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Pages for guests send a logged-in user on to my prototypes. */
const guestOnly = () => {
  if (sessionStore.isLoggedIn()) throw redirect({ href: MY_PROTOTYPES_PATH, replace: true });
};

const landingRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): { form?: 'reset' } =>
    search.form === 'reset' ? { form: 'reset' } : {},
  beforeLoad: guestOnly,
  component: LandingPage,
});

const registerRoute = createRoute({ getParentRoute: () => overviewRoute, path: 'register', component: SignUpPage });

const registrationRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'registratadordeUsuarios',
  component: SignUpPage,
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'reset-password.html',
  validateSearch: (search: Record<string, unknown>) => ({ email: text(search.email), key: text(search.key) }),
  component: function ResetPassword() {
    const { email, key } = resetPasswordRoute.useSearch();
    return <ResetPasswordPage email={email} resetKey={key} />;
  },
});

/** The "locked out?" mail's link: logs this browser in once, past the lockout. */
const unlockRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'unlock.html',
  validateSearch: (search: Record<string, unknown>) => ({ email: text(search.email), key: text(search.key) }),
  component: function Unlock() {
    const { email, key } = unlockRoute.useSearch();
    return <UnlockPage email={email} unlockKey={key} />;
  },
});

/** After login: on to my prototypes. */
const loggedInRoute = createRoute({
  getParentRoute: () => overviewRoute,
  path: 'apps/logged_in.html',
  beforeLoad: () => {
    loggedInOnly();
    throw redirect({ href: MY_PROTOTYPES_PATH, replace: true });
  },
});

const tryoutRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'apps/tryout.html',
  beforeLoad: guestOnly,
  component: TryoutPage,
});

const myAccountRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'my-account.html',
  beforeLoad: loggedInOnly,
  loader: preloadPages(MyAccountPage),
  component: MyAccountPage,
});

const logoutRoute = createRoute({ getParentRoute: () => withHeaderRoute, path: 'logout.html', component: LogoutPage });

const tosRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'tos.html',
  loader: preloadPages(LegalPage),
  component: () => <LegalPage text="tos" />,
});

const privacyRoute = createRoute({
  getParentRoute: () => withHeaderRoute,
  path: 'privacy.html',
  loader: preloadPages(LegalPage),
  component: () => <LegalPage text="privacy" />,
});

const notFoundRoute = createRoute({ getParentRoute: () => withHeaderRoute, path: '404.html', component: NotFoundPage });

const unknownRoute = createRoute({ getParentRoute: () => withHeaderRoute, path: '$', component: NotFoundPage });

/**
 * `/api/login/{usr}/{pwd}`: logs in, and every way out replaces this history entry, so the
 * credentials stay neither in the address nor in the history.
 */
const apiLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'api/login/$usr/$pwd',
  beforeLoad: async ({ params }) => {
    const outcome = await logIn(api, sessionStore, { email: params.usr, password: params.pwd }).catch(() => 'failed');
    if (outcome === 'ok') throw redirect({ to: '/apps/logged_in.html', replace: true });
    throw redirect({ to: '/', replace: true });
  },
});

export const accountRoutes = [
  landingRoute,
  registerRoute,
  registrationRoute,
  resetPasswordRoute,
  unlockRoute,
  loggedInRoute,
  tryoutRoute,
  myAccountRoute,
  logoutRoute,
  tosRoute,
  privacyRoute,
  notFoundRoute,
  unknownRoute,
  apiLoginRoute,
] as const;
