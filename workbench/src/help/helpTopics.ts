// The help pages (SPEC §3 "Help text": a title and paragraphs; texts local, no call): topics and
// their subtopics, with the keys of their texts in the help namespace.
import type { WorkbenchResources } from '@protolab/shared';

export type HelpTextKey = keyof WorkbenchResources['help'];

export interface HelpPage {
  /** the path segment: help/{topic}.html, help/{topic}/{subtopic}.html */
  id: string;
  title: HelpTextKey;
  body: readonly HelpTextKey[];
}

export interface HelpTopic extends HelpPage {
  subtopics: readonly HelpPage[];
}

const page = <const K extends string>(stem: K, id: string, paragraphs = 1) =>
  ({
    id,
    title: `${stem}.title` as HelpTextKey,
    body: Array.from({ length: paragraphs }, (_, i) => `${stem}.p${i + 1}` as HelpTextKey),
  }) satisfies HelpPage;

const topic = (stem: string, id: string, subtopics: HelpPage[]): HelpTopic => ({
  ...page(`topic.${stem}`, id),
  subtopics,
});

export const HELP_TOPICS: readonly HelpTopic[] = [
  topic('start', 'getting-started', [
    page('topic.start.first', 'first-prototype'),
    page('topic.start.tryout', 'try-out'),
  ]),
  topic('prototypes', 'prototypes', [
    page('topic.prototypes.screens', 'screens'),
    page('topic.prototypes.widgets', 'widgets'),
  ]),
  topic('editor', 'editor', [
    page('topic.editor.widgets', 'widgets-on-the-canvas', 4),
    page('topic.editor.screens', 'screens-list', 2),
    page('topic.editor.text', 'text-and-style', 2),
    page('topic.editor.states', 'states-and-content', 2),
    page('topic.editor.menu', 'menu-lock-hide', 2),
    page('topic.editor.saving', 'undo-and-saving', 2),
    page('topic.editor.keys', 'keyboard', 2),
  ]),
  topic('links', 'links', [
    page('topic.links.widgets', 'linking-widgets', 2),
    page('topic.links.logic', 'branching', 2),
    page('topic.links.start', 'start-screen'),
  ]),
  topic('testing', 'testing', [
    page('topic.testing.invites', 'invitations', 2),
    page('topic.testing.qr', 'qr-codes'),
    page('topic.testing.offline', 'offline'),
  ]),
  topic('analytics', 'analytics', [
    page('topic.analytics.heatmaps', 'heat-maps'),
    page('topic.analytics.tasks', 'tasks'),
    page('topic.analytics.dropoff', 'drop-off'),
    page('topic.analytics.confidence', 'confidence-intervals'),
  ]),
  topic('transfer', 'import-export', [
    page('topic.transfer.import', 'import'),
    page('topic.transfer.export', 'export'),
  ]),
  topic('team', 'team', [page('topic.team.members', 'members'), page('topic.team.roles', 'roles')]),
  topic('account', 'account', [page('topic.account.profile', 'profile'), page('topic.account.privacy', 'privacy')]),
];

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

/** Every text key the help pages use. */
export function helpPageKeys(): HelpTextKey[] {
  return HELP_TOPICS.flatMap((t) => [t.title, ...t.body, ...t.subtopics.flatMap((s) => [s.title, ...s.body])]);
}
