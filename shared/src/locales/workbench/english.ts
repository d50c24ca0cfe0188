// The workbench's English texts, one i18next namespace per area. English defines the keys: every
// translation (translations/<locale>.ts) has exactly these, the compiler checks it.
// To add an area: a folder `<area>/` with one file per locale, then list it here and in each translation.
import { en as common } from './common/en';
import { en as a11y } from './a11y/en';
import { en as pageImport } from './pageImport/en';
import { en as code } from './code/en';
import { en as ai } from './ai/en';
import { en as account } from './account/en';
import { en as analytics } from './analytics/en';
import { en as apps } from './apps/en';
import { en as editor } from './editor/en';
import { en as help } from './help/en';
import { en as palette } from './palette/en';
import { en as study } from './study/en';
import { en as templates } from './templates/en';
import { en as tokens } from './tokens/en';
import { en as transfer } from './transfer/en';
import { en as versions } from './versions/en';
import { en as apiImport } from './apiImport/en';
import { en as figma } from './figma/en';

export const workbenchEnglish = {
  /** header, global alerts, banners, errors, the 404 page */
  common,
  /** landing, login, sign-up, password reset, my account, logout, try-out, terms and privacy (`<tos>…</tos>` and `<privacy>…</privacy>` wrap links) */
  account,
  /** results, heat maps, analytic canvas, replay */
  analytics,
  /** my prototypes, create, overview and tabs, sharing, team, settings */
  apps,
  /** the prototype editor: canvas, palette, properties, saving */
  editor,
  /** help pages `topic.<topic>[.<sub>].title|p<n>` (listed in the workbench's help/helpTopics.ts), notifications, contact form, examples */
  help,
  /** the editor's widget palette: its sections, and each widget type's name and search words */
  palette,
  /** test settings, task recorder, comments */
  study,
  /** the editor's templates: the palette's templates and the template part of the properties */
  templates,
  /** the editor's design tokens: the tokens dialog and the token links of the properties */
  tokens,
  /** import and export dialogs */
  transfer,
  /** versions of a prototype and A/B comparisons: the versions dialog and the verdict of each task */
  versions,
  /** the accessibility check: the editor's panel and the share dialog's count of serious findings */
  a11y,
  /** the share dialog's Code part: the static site and React project downloads and the code preview */
  code,
  /** the AI page generator: its dialog, the provider settings and the SPEC §8 design-gpt errors */
  ai,
  /** the API-description import: its dialog, its errors and the words of the screens it makes */
  apiImport,
  /** the vector design import from Figma: its dialog, its errors and its report */
  figma,
  /** the editor's page import: Import HTML…, Import YAML… and Export screen as YAML */
  pageImport,
};

export type WorkbenchResources = typeof workbenchEnglish;
export type WorkbenchNamespace = keyof WorkbenchResources;
export const WORKBENCH_NAMESPACES = Object.keys(workbenchEnglish) as WorkbenchNamespace[];

/** The texts of one locale: every namespace with exactly the English keys. */
export type WorkbenchTexts = { [N in WorkbenchNamespace]: Record<keyof WorkbenchResources[N], string> };
