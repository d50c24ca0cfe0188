// The help pages (SPEC §3 "Help text": a title and paragraphs; texts local, no call): topics and
// their subtopics, with the keys of their texts in the help namespace, and the pictures some pages
// show between their paragraphs (screenshots made by `npm run help-pictures`, in workbench/public/help/).
import type { WorkbenchResources } from '@protolab/shared';
import { HELP_FIGURE_SIZES, type HelpPictureFile } from './helpFigureSizes';

export type HelpTextKey = keyof WorkbenchResources['help'];
export type { HelpPictureFile };

/** A picture of the product on a help page. */
export interface HelpFigure {
  /** the file in workbench/public/help/, served at /help/{src} */
  src: HelpPictureFile;
  /** its caption, which is its text alternative as well */
  caption: HelpTextKey;
  /** shown after this paragraph (1 = after the first) */
  after: number;
}

export interface HelpPage {
  /** the path segment: help/{topic}.html, help/{topic}/{subtopic}.html */
  id: string;
  title: HelpTextKey;
  body: readonly HelpTextKey[];
  figures: readonly HelpFigure[];
}

export interface HelpTopic extends HelpPage {
  subtopics: readonly HelpPage[];
}

/** A picture and the paragraph it follows; its caption is the page's `figure<n>` text. */
type FigurePlace = readonly [src: HelpPictureFile, after: number];

/** A page of texts `{stem}.title`, `{stem}.p1` … `{stem}.p{paragraphs}` and `{stem}.figure1` …. */
const page = (stem: string, id: string, paragraphs: number, figures: readonly FigurePlace[] = []): HelpPage => ({
  id,
  title: `${stem}.title` as HelpTextKey,
  body: Array.from({ length: paragraphs }, (_, i) => `${stem}.p${i + 1}` as HelpTextKey),
  figures: figures.map(([src, after], i) => ({ src, after, caption: `${stem}.figure${i + 1}` as HelpTextKey })),
});

const topic = (
  stem: string,
  id: string,
  paragraphs: number,
  subtopics: HelpPage[],
  figures: readonly FigurePlace[] = [],
): HelpTopic => ({
  ...page(`topic.${stem}`, id, paragraphs, figures),
  subtopics,
});

export const HELP_TOPICS: readonly HelpTopic[] = [
  topic('start', 'getting-started', 2, [
    page('topic.start.first', 'first-prototype', 4),
    page('topic.start.overview', 'prototype-overview', 3),
    page('topic.start.tryout', 'try-out', 2),
  ]),
  topic('prototypes', 'prototypes', 2, [
    page('topic.prototypes.screens', 'screens', 3),
    page('topic.prototypes.widgets', 'widgets', 3),
    page('topic.prototypes.settings', 'prototype-settings', 3),
  ]),
  topic(
    'editor',
    'editor',
    2,
    [
      page('topic.editor.modes', 'design-and-prototype-mode', 3, [['editor-prototype-mode.png', 2]]),
      page('topic.editor.widgets', 'widgets-on-the-canvas', 5),
      page('topic.editor.view', 'view-menu-and-grid', 3, [['editor-view-menu.png', 3]]),
      page('topic.editor.screens', 'screens-list', 3),
      page('topic.editor.layers', 'layers-and-groups', 2),
      page('topic.editor.masters', 'master-screens', 2),
      page('topic.editor.text', 'text-and-style', 3, [['editor-properties.png', 2]]),
      page('topic.editor.tokens', 'design-tokens', 2),
      page('topic.editor.templates', 'templates', 3),
      page('topic.editor.data', 'data-and-validation', 3),
      page('topic.editor.states', 'states-and-content', 2),
      page('topic.editor.arrange', 'images-order-alignment', 2),
      page('topic.editor.menu', 'menu-lock-hide', 2),
      page('topic.editor.saving', 'undo-and-saving', 4),
      page('topic.editor.keys', 'keyboard', 3),
      page('topic.editor.accessibility', 'accessibility-check', 3),
      page('topic.editor.figma', 'import-from-figma', 3, [['import-figma.png', 1]]),
      page('topic.editor.pages', 'import-html-and-yaml', 3),
    ],
    [['editor-design-mode.png', 1]],
  ),
  topic('links', 'links', 2, [
    page('topic.links.widgets', 'linking-widgets', 4, [['editor-prototype-mode.png', 1]]),
    page('topic.links.logic', 'branching', 2),
    page('topic.links.start', 'start-screen', 2),
    page('topic.links.try', 'try-your-prototype', 3),
  ]),
  topic('testing', 'testing', 2, [
    page('topic.testing.settings', 'test-settings', 3),
    page('topic.testing.tasks', 'tasks-and-flows', 4, [['test-task-recorder.png', 2]]),
    page('topic.testing.invites', 'invitations', 3, [['share-dialog.png', 1]]),
    page('topic.testing.qr', 'qr-codes', 3),
    page('topic.testing.phones', 'testing-on-phones', 3),
    page('topic.testing.player', 'what-testers-see', 3, [['player-phone.png', 2]]),
    page('topic.testing.offline', 'offline', 4),
    page('topic.testing.comments', 'comments', 2),
  ]),
  topic('analytics', 'analytics', 2, [
    page('topic.analytics.results', 'results', 4),
    page('topic.analytics.heatmaps', 'heat-maps', 3, [['analytics-heat-maps.png', 2]]),
    page('topic.analytics.tasks', 'tasks', 3, [['analytics-task-success.png', 1]]),
    page('topic.analytics.dropoff', 'drop-off', 2, [['analytics-drop-off.png', 1]]),
    page('topic.analytics.confidence', 'confidence-intervals', 3),
    page('topic.analytics.replay', 'replay', 3),
    page('topic.analytics.csv', 'survey-and-downloads', 2),
  ]),
  topic('transfer', 'import-export', 2, [
    page('topic.transfer.import', 'import', 4),
    page('topic.transfer.export', 'export', 2),
    page('topic.transfer.api', 'api-description', 3, [['import-api.png', 1]]),
  ]),
  topic('team', 'team', 2, [page('topic.team.members', 'members', 3), page('topic.team.roles', 'roles', 2)]),
  topic('account', 'account', 2, [
    page('topic.account.profile', 'profile', 2),
    page('topic.account.password', 'login-and-password', 3),
    page('topic.account.privacy', 'privacy', 3),
  ]),
];

/** The width and height of a help picture, for its <img> (so the page does not jump as it loads). */
export const figureSize = (src: HelpPictureFile) => HELP_FIGURE_SIZES[src];

/** The topic of the import/export actions (the help page offers the import there). */
export const TRANSFER_TOPIC_ID = 'import-export';

export interface FoundPage {
  topic: HelpTopic;
  subtopic?: HelpPage;
}

export function findHelpPage(topicId: string, subtopicId?: string): FoundPage | undefined {
  const topic = HELP_TOPICS.find((t) => t.id === topicId);
  if (!topic) return undefined;
  if (subtopicId === undefined) return { topic };
  const subtopic = topic.subtopics.find((s) => s.id === subtopicId);
  return subtopic ? { topic, subtopic } : undefined;
}

/** Every page: each topic, then its subtopics. */
export const helpPages = (): HelpPage[] => HELP_TOPICS.flatMap((t) => [t, ...t.subtopics]);

/** The texts of a page: its title, its paragraphs and its captions. */
export const pageKeys = (page: HelpPage): HelpTextKey[] => [
  page.title,
  ...page.body,
  ...page.figures.map((f) => f.caption),
];

/** Every text key the help pages use. */
export function helpPageKeys(): HelpTextKey[] {
  return helpPages().flatMap(pageKeys);
}
