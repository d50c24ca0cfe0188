// The answer of every REST client call as a schema: the record schemas of model/ where the answer is a
// record, else the contract's answer schemas. Each is typed against what the client says the call
// answers, so a schema that drifts from the client's answer type is a compile error. The API's
// contract test checks real answers against it; the workbench's fakes check theirs.
import { z } from 'zod';
import type { FigureSection, FigureSections, TaskSummary } from '../analytics/figureSections';
import { HEAT_MODES, type AnalyticsFigures, type TaskPoint } from '../analytics/studyFigures';
import { okResponseSchema as ok } from '../contract/answers';
import { appChangeAnswerSchema, appChangesSinceSchema, appSummarySchema } from '../contract/apps';
import { commandMoveSchema as move, commandStackPositionSchema as position } from '../contract/commands';
import { commentDeleteAnswerSchema } from '../contract/comments';
import { eventCountSchema, eventKeysetPageSchema, eventPageSchema } from '../contract/events';
import { ingestResponseSchema as ingest } from '../contract/ingest';
import { appUpdateInfoSchema, invitationTokenSchema } from '../contract/invitations';
import { mousePageSchema } from '../contract/mouse';
import { loginResponseSchema as loginAnswer } from '../contract/users';
import { annotationSchema } from '../model/annotation';
import { appSchema } from '../model/app';
import { commandStackSchema } from '../model/command';
import { commentSchema } from '../model/comment';
import { configurationSchema } from '../model/configuration';
import { eventSchema } from '../model/event';
import { imageSchema, imageUploadResultSchema } from '../model/image';
import { invitationSchema } from '../model/invitation';
import { mouseTrackSchema } from '../model/mouseTrack';
import { lastNotificationSchema, notificationSchema } from '../model/notification';
import { STUDY_PARTS } from '../contract/study';
import { teamMemberSchema, teamSuggestionSchema } from '../model/teamMember';
import { testSettingsSchema } from '../model/testSettings';
import { appVersionSchema, appVersionSummarySchema } from '../model/appVersion';
import { userSchema } from '../model/user';
import type { RestClient } from './restClient';

/** For calls of the client (the raw `request` aside), the schema of its answer. */
export type AnswerSchemas<T> = {
  [K in Exclude<keyof T, 'request'>]?: T[K] extends (...args: never[]) => Promise<infer A>
    ? z.ZodType<A>
    : AnswerSchemas<T[K]>;
};

const partCounts = z.record(z.enum(Object.keys(STUDY_PARTS) as [keyof typeof STUDY_PARTS]), z.number());
const studyResult = z.object({ stored: partCounts, added: partCounts });
const events = z.array(eventSchema);
const tracks = z.array(mouseTrackSchema);
const annotations = z.array(annotationSchema);
const comments = z.array(commentSchema);
const traffic = z.object({ sessions: z.number(), times: z.number() });
const journeys = z.object({
  sessions: z.number(),
  lines: z.record(z.string(), traffic),
  transitions: z.array(traffic.extend({ from: z.string(), to: z.string() })),
  screens: z.array(z.object({ screen: z.string(), sessions: z.number(), ended: z.number() })),
});
/** An object, taken as the type the client says: for the statistics deep inside the figures. */
const objectOf = <T>(check: (value: Record<string, unknown>) => boolean = () => true) =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && check(value as Record<string, unknown>));
/** AnalyticsFigures (shared/analytics/studyFigures.ts): what pages list and draw strictly, statistics loosely. */
const figures = z.object({
  stale: z.literal(true).optional(),
  sessions: z.array(
    z.object({
      id: z.string(),
      user: z.string(),
      start: z.number(),
      duration: z.number(),
      device: z.string(),
      events: z.number(),
      tasksDone: z.number(),
      valid: z.boolean(),
      tags: z.array(z.string()),
      unusual: z.array(
        z.object({
          metric: z.enum(['path', 'order', 'duration', 'interactions']),
          direction: z.enum(['high', 'low']),
          value: z.number(),
          typical: z.object({ low: z.number(), high: z.number() }),
          steps: z.array(z.array(z.object({ screen: z.string(), widget: z.string(), type: z.string() }))).optional(),
        }),
      ),
    }),
  ),
  screens: z.array(
    objectOf<AnalyticsFigures['screens'][number]>(
      (row) => typeof row.screen === 'string' && typeof row.name === 'string',
    ),
  ),
  tasks: z.array(
    objectOf<AnalyticsFigures['tasks'][number]>((row) => typeof row.task === 'string' && Array.isArray(row.stepNames)),
  ),
  misclicks: objectOf<AnalyticsFigures['misclicks']>((row) => Array.isArray(row.byScreen)),
  survey: z.object({
    fields: z.array(objectOf<AnalyticsFigures['survey']['fields'][number]>((f) => typeof f.widget === 'string')),
    rows: z.array(objectOf<AnalyticsFigures['survey']['rows'][number]>((r) => typeof r.session === 'string')),
    answered: z.number(),
  }),
  heat: z.array(
    z.object({
      screen: z.string(),
      cols: z.number(),
      rows: z.number(),
      grids: z.record(z.enum(HEAT_MODES), z.array(z.number())),
      points: z.record(z.enum(HEAT_MODES), z.number()),
    }),
  ),
  hints: z.array(objectOf<AnalyticsFigures['hints'][number]>((h) => Array.isArray(h.notClickedEarly))),
  journeys: z.object({ all: journeys, tasks: z.record(z.string(), journeys) }),
});

/** A section of the figures (shared/analytics/figureSections.ts), as the whole answer's parts are checked. */
const figureSection = z.union([
  figures.pick({ stale: true, sessions: true, screens: true, misclicks: true, survey: true }).extend({
    tasks: z.array(objectOf<TaskSummary>((row) => typeof row.task === 'string' && !('results' in row))),
  }),
  z.object({
    stale: z.literal(true).optional(),
    tasks: z.array(z.object({ task: z.string(), results: z.array(objectOf<TaskPoint>()) })),
  }),
  figures.pick({ stale: true, heat: true, hints: true }),
]) as z.ZodType<FigureSections[FigureSection]>;

export const answerSchemas: AnswerSchemas<RestClient> = {
  user: {
    signUp: userSchema,
    login: loginAnswer,
    logout: ok,
    save: userSchema,
    get: userSchema,
    requestPassword: ok,
    setPassword: ok,
    requestUnlock: ok,
    unlock: loginAnswer,
    retire: ok,
    external: loginAnswer,
    contact: ok,
    notifications: z.array(notificationSchema),
    lastNotification: { get: lastNotificationSchema, set: lastNotificationSchema },
    deleteImage: ok,
  },
  config: { get: configurationSchema },
  apps: {
    create: appSchema,
    summaries: z.array(appSummarySchema),
    public: z.array(appSummarySchema),
    get: appSchema,
    save: appSchema,
    changesSince: appChangesSinceSchema,
    saveProps: appSchema,
    copy: appSchema,
    update: appChangeAnswerSchema,
    delete: ok,
  },
  commands: {
    get: commandStackSchema,
    save: commandStackSchema,
    add: position,
    pop: position,
    shift: position,
    undo: move,
    redo: move,
  },
  team: {
    list: z.array(teamMemberSchema),
    suggestions: z.array(teamSuggestionSchema),
    add: teamMemberSchema,
    update: teamMemberSchema,
    remove: ok,
    deleteInvitation: z.array(invitationSchema),
  },
  invitation: {
    get: invitationSchema.pick({ appId: true, permission: true }),
    list: z.array(invitationSchema),
    app: appSchema,
    update: appUpdateInfoSchema,
    unlock: invitationTokenSchema,
    test: testSettingsSchema,
    postEvents: ingest,
    postMouse: ingest,
  },
  testSettings: { get: testSettingsSchema, save: testSettingsSchema },
  versions: {
    list: z.array(appVersionSummarySchema),
    save: appVersionSummarySchema,
    get: appVersionSchema,
    delete: ok,
  },
  events: {
    list: events,
    page: eventPageSchema,
    pageAfter: eventKeysetPageSchema,
    count: eventCountSchema,
    session: events,
    deleteSession: ok,
    post: eventSchema,
  },
  figures,
  figureSection,
  mouse: { list: tracks, page: mousePageSchema, session: tracks, deleteSession: ok },
  study: { add: studyResult },
  annotations: {
    session: annotations,
    tags: annotations,
    create: annotationSchema,
    update: annotationSchema,
    delete: ok,
  },
  comments: {
    list: comments,
    listFor: comments,
    create: commentSchema,
    update: commentSchema,
    delete: commentDeleteAnswerSchema,
    byHash: { list: comments, create: commentSchema, update: commentSchema, delete: commentDeleteAnswerSchema },
  },
  images: { list: z.array(imageSchema), delete: ok, upload: imageUploadResultSchema },
  examples: {
    apps: appSchema,
    invitationApp: appSchema,
    commands: commandStackSchema,
    events,
    eventsSession: events,
    mouse: tracks,
    figures,
    figureSection,
    mouseSession: tracks,
    annotations: { session: annotations, tags: annotations },
    test: testSettingsSchema,
  },
  log: { error: ok },
};
