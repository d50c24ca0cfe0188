// Paths of pages other areas own, for plain links that do not depend on those routes' types.
export const MY_PROTOTYPES_PATH = '/apps/my-apps.html';
export const EXAMPLES_PATH = '/examples.html';
export const HELP_PATH = '/help.html';

/** The href of a hash route. */
export const hashHref = (path: string): string => `#${path}`;
