import type { FigureSection, FigureSections } from '../analytics/figureSections';
import type { AnalyticsFigures, TagFilter } from '../analytics/studyFigures';
import type { OkResponse } from '../contract/answers';
import type { AppChangeAnswer, AppChangesSince, AppPropsInput, AppSummary } from '../contract/apps';
import type { AnnotationCreateInput, TagAnnotationUpdateInput } from '../contract/annotations';
import type { CommandMove, CommandMoveInput, CommandStackPosition } from '../contract/commands';
import type { EventCount, EventKeysetPage, EventPage } from '../contract/events';
import type { MousePage } from '../contract/mouse';
import { figuresQuery } from './figuresQuery';
import type { CommentDeleteAnswer, CommentInput, CommentUpdateInput } from '../contract/comments';
import type { IngestResponse } from '../contract/ingest';
import type { AppUpdateInfo, InvitationToken, InvitationUnlockInput } from '../contract/invitations';
import type { TeamAddInput, TeamUpdateInput } from '../contract/team';
import type {
  ContactInput,
  ExternalLoginInput,
  LoginInput,
  LoginResponse,
  PasswordRequestInput,
  PasswordSetInput,
  SignUpInput,
  UnlockLoginInput,
  UnlockRequestInput,
  UserUpdateInput,
} from '../contract/users';
import type { AnnotationUpdateInput } from '../contract/annotations';
import type { Annotation } from '../model/annotation';
import type { App } from '../model/app';
import type { AppChangeSet } from '../contract/apps';
import type { AppComment } from '../model/comment';
import type { CommandInput, CommandStackInput } from '../contract/commands';
import type { CommandStack } from '../model/command';
import type { Configuration } from '../model/configuration';
import type { ErrorLogInput } from '../contract/errorLog';
import type { RecordedEvent, RecordedEventInput } from '../model/event';
import type { AppImage, ImageUploadResult } from '../model/image';
import type { Invitation, InvitationGrant } from '../model/invitation';
import type { MouseTrack, MouseTrackInput } from '../model/mouseTrack';
import type { StudyBatch, StudyBatchResult } from '../contract/study';
import type { FeedNotification, LastNotification } from '../model/notification';
import type { TeamMember, TeamSuggestion } from '../model/teamMember';
import type { TestSettingsInput } from '../contract/testSettings';
import type { VersionInput } from '../contract/versions';
import type { AppVersion, AppVersionSummary } from '../model/appVersion';
import type { TestSettings } from '../model/testSettings';
import type { VariantAssignment } from '../model/studyVariant';
import type { User } from '../model/user';
import { createRequest, path, type FormDataLike, type QueryValue, type RestClientOptions } from './http';
import { invitationPaths } from './invitationPaths';

type Many<T> = T | T[];

const commentKeyHeader = (authorKey: string | undefined) =>
  authorKey === undefined ? undefined : { 'X-Comment-Key': authorKey };

/** The typed REST client: one line per call of SPEC §7 (AI and realtime have their own clients). */
export function createRestClient(options: RestClientOptions) {
  const request = createRequest(options);
  const get = <T>(p: string, query?: Record<string, QueryValue>) => request<T>('GET', p, { query });
  const post = <T>(p: string, body?: unknown) => request<T>('POST', p, { body });
  const del = <T = OkResponse>(p: string) => request<T>('DELETE', p);

  return {
    request,

    user: {
      signUp: (input: SignUpInput) => post<User>('/rest/user', input),
      login: (input: LoginInput) => post<LoginResponse>('/rest/login/', input),
      logout: () => del('/rest/login/'),
      save: (id: string, input: UserUpdateInput) => post<User>(path`/rest/user/${id}.json`, input),
      get: (id: string) => get<User>(path`/rest/user/${id}.json`),
      requestPassword: (input: PasswordRequestInput) => post<OkResponse>('/rest/user/password/request', input),
      setPassword: (input: PasswordSetInput) => post<OkResponse>('/rest/user/password/set', input),
      /** Mails a one-time link that lets this browser past a lockout (same answer for any email). */
      requestUnlock: (input: UnlockRequestInput) => post<OkResponse>('/rest/login/unlock/request', input),
      /** The login from that link: its key and the password; the browser is known to the account after it. */
      unlock: (input: UnlockLoginInput) => post<LoginResponse>('/rest/login/unlock', input),
      retire: () => get<OkResponse>('/rest/retire'),
      external: (input: ExternalLoginInput) => post<LoginResponse>('/rest/user/external', input),
      contact: (input: ContactInput) => post<OkResponse>('/rest/contact', input),
      notifications: () => get<FeedNotification[]>('/rest/notifications.json'),
      lastNotification: {
        get: () => get<LastNotification>('/rest/user/notification/last.json'),
        set: () => post<LastNotification>('/rest/user/notification/last.json'),
      },
      deleteImage: (id: string, image: string) => del(path`/rest/user/${id}/images/${image}`),
    },

    config: {
      get: () => get<Configuration>('/config.json'),
    },

    apps: {
      create: (app: Partial<App>) => post<App>('/rest/apps/', app),
      /** the caller's apps, without their documents */
      summaries: () => get<AppSummary[]>('/rest/apps/', { summary: true }),
      public: () => get<AppSummary[]>('/rest/apps/public'),
      get: (id: string) => get<App>(path`/rest/apps/${id}.json`),
      /** The document and the revision it is (X-Revision): where a co-editor's copy starts. */
      getWithRevision: async (id: string) => {
        let revision = Number.NaN;
        const app = await request<App>('GET', path`/rest/apps/${id}.json`, {
          onHeaders: (header) => (revision = Number(header('X-Revision'))),
        });
        if (!Number.isInteger(revision)) throw new Error('The answer says no revision (X-Revision)');
        return { app, revision };
      },
      /** What changed after revision `since` (or that the document must be loaded again). */
      changesSince: (id: string, since: number) => get<AppChangesSince>(path`/rest/apps/${id}/changes.json`, { since }),
      save: (id: string, app: App) => post<App>(path`/rest/apps/${id}.json`, app),
      saveProps: (id: string, props: AppPropsInput) => post<App>(path`/rest/apps/props/${id}.json`, props),
      copy: (id: string, name: string) => post<App>(path`/rest/apps/copy/${id}`, { name }),
      update: (id: string, changeSet: AppChangeSet) => post<AppChangeAnswer>(path`/rest/apps/${id}/update`, changeSet),
      delete: (id: string) => del(path`/rest/apps/${id}.json`),
    },

    commands: {
      get: (appId: string) => get<CommandStack>(path`/rest/commands/${appId}.json`),
      save: (appId: string, stack: CommandStackInput) => post<CommandStack>(path`/rest/commands/${appId}.json`, stack),
      add: (appId: string, command: CommandInput) =>
        post<CommandStackPosition>(path`/rest/commands/${appId}/add`, command),
      pop: (appId: string, count: number) => del<CommandStackPosition>(path`/rest/commands/${appId}/pop/${count}`),
      shift: (appId: string, count: number) => del<CommandStackPosition>(path`/rest/commands/${appId}/shift/${count}`),
      /** With `expected`, the server moves only when that is the command at the stack's position (else 409). */
      undo: (appId: string, expected?: CommandMoveInput) =>
        post<CommandMove>(path`/rest/commands/${appId}/undo`, expected ?? {}),
      redo: (appId: string, expected?: CommandMoveInput) =>
        post<CommandMove>(path`/rest/commands/${appId}/redo`, expected ?? {}),
    },

    team: {
      list: (appId: string) => get<TeamMember[]>(path`/rest/apps/${appId}/team.json`),
      suggestions: (appId: string) => get<TeamSuggestion[]>(path`/rest/apps/${appId}/suggestions/team.json`),
      add: (appId: string, input: TeamAddInput) => post<TeamMember>(path`/rest/apps/${appId}/team/`, input),
      update: (appId: string, userId: string, input: TeamUpdateInput) =>
        post<TeamMember>(path`/rest/apps/${appId}/team/${userId}.json`, input),
      remove: (appId: string, userId: string) => del(path`/rest/apps/${appId}/team/${userId}.json`),
      /** Replaces the app's invitation hashes (old links stop working) and answers the new ones. */
      deleteInvitation: (appId: string) => del<Invitation[]>(path`/rest/apps/invitation/${appId}`),
    },

    invitation: {
      /** The tester's call: which app and permission a hash grants. */
      get: (hash: string) => get<InvitationGrant>(invitationPaths.grant(hash)),
      /** The same path with an app id: the app's invitations, one hash per permission (designers). */
      list: (appId: string) => get<Invitation[]>(path`/rest/invitation/${appId}.json` + '?shape=list'),
      app: (hash: string) => get<App>(invitationPaths.app(hash)),
      update: (hash: string) => get<AppUpdateInfo>(path`/rest/invitation/${hash}/update.json`),
      test: (appId: string, hash: string) => get<TestSettings>(invitationPaths.test(appId, hash)),
      /** The tester's variant (A/B studies) and the prototype it plays; variant '' without variants. */
      variant: (hash: string, tester: string) =>
        get<VariantAssignment & { app: App }>(invitationPaths.variant(hash), { tester }),
      /** Trades a password-protected test's password for the token the invitation calls then send. */
      unlock: (hash: string, input: InvitationUnlockInput) =>
        post<InvitationToken>(path`/rest/invitation/${hash}/password.json`, input),
      postEvents: (appId: string, hash: string, events: Many<RecordedEventInput>) =>
        post<IngestResponse>(path`/rest/invitation/${appId}/${hash}/events.json`, events),
      postMouse: (appId: string, hash: string, tracks: Many<MouseTrackInput>) =>
        post<IngestResponse>(path`/rest/invitation/${appId}/${hash}/mouse.json`, tracks),
    },

    testSettings: {
      get: (appId: string) => get<TestSettings>(path`/rest/test/${appId}.json`),
      save: (appId: string, input: TestSettingsInput) => post<TestSettings>(path`/rest/test/${appId}.json`, input),
    },

    versions: {
      list: (appId: string) => get<AppVersionSummary[]>(path`/rest/apps/${appId}/versions.json`),
      save: (appId: string, input: VersionInput) =>
        post<AppVersionSummary>(path`/rest/apps/${appId}/versions.json`, input),
      get: (appId: string, id: string) => get<AppVersion>(path`/rest/apps/${appId}/versions/${id}.json`),
      delete: (appId: string, id: string) => del(path`/rest/apps/${appId}/versions/${id}.json`),
    },

    events: {
      list: (appId: string) => get<RecordedEvent[]>(path`/rest/events/${appId}.json`, { exclude: 'Animation' }),
      /** The `batch=true` form of list: one page at a time, for large studies. */
      page: (appId: string, page: { offset?: number; limit?: number } = {}) =>
        get<EventPage>(path`/rest/events/${appId}.json`, { exclude: 'Animation', batch: true, ...page }),
      /** Keyset pages: `after` '' for the first, then the previous page's `next`; each page costs the same. */
      pageAfter: (appId: string, page: { after: string; limit?: number }) =>
        get<EventKeysetPage>(path`/rest/events/${appId}.json`, { exclude: 'Animation', ...page }),
      count: (appId: string) => get<EventCount>(path`/rest/events/${appId}/all/count.json`),
      session: (appId: string, session: string) => get<RecordedEvent[]>(path`/rest/events/${appId}/${session}.json`),
      deleteSession: (appId: string, session: string) => del(path`/rest/events/${appId}/${session}.json`),
      /** Updates one stored event (the label of a SessionStart). */
      post: (appId: string, event: RecordedEvent) =>
        post<RecordedEvent>(path`/rest/events/${appId}/${event.id}.json`, event),
    },

    /** A study's figures, computed by the API next to the data and kept until new data arrives. */
    figures: (appId: string, filter?: TagFilter) =>
      get<AnalyticsFigures>(path`/rest/figures/${appId}.json` + figuresQuery(filter)),
    /** One section of them (analytics/figureSections.ts): what one view shows, cut from the same figures. */
    figureSection: <S extends FigureSection>(appId: string, section: S, filter?: TagFilter) =>
      get<FigureSections[S]>(path`/rest/figures/${appId}/${section}.json` + figuresQuery(filter)),

    mouse: {
      list: (appId: string) => get<MouseTrack[]>(path`/rest/mouse/${appId}.json`),
      /** Keyset pages, as events.pageAfter. */
      page: (appId: string, page: { after: string; limit?: number }) =>
        get<MousePage>(path`/rest/mouse/${appId}.json`, page),
      session: (appId: string, session: string) => get<MouseTrack[]>(path`/rest/mouse/${appId}/${session}.json`),
      deleteSession: (appId: string, session: string) => del(path`/rest/mouse/${appId}/${session}.json`),
    },

    study: {
      /**
       * Adds a batch of a study's recorded data to the app (write access): events and mouse tracks as
       * tester uploads take them, annotations, comments. All or nothing; sending it again adds nothing.
       */
      add: (appId: string, batch: StudyBatch) => post<StudyBatchResult>(path`/rest/apps/${appId}/study.json`, batch),
    },

    annotations: {
      session: (appId: string) => get<Annotation[]>(path`/rest/annotations/apps/${appId}/session.json`),
      tags: (appId: string) => get<Annotation[]>(path`/rest/annotations/apps/${appId}/tags.json`),
      create: (appId: string, input: AnnotationCreateInput) =>
        post<Annotation>(path`/rest/annotations/apps/${appId}`, input),
      update: (appId: string, id: string, input: AnnotationUpdateInput | TagAnnotationUpdateInput) =>
        post<Annotation>(path`/rest/annotations/apps/${appId}/${id}.json`, input),
      delete: (appId: string, id: string) => del(path`/rest/annotations/apps/${appId}/${id}.json`),
    },

    comments: {
      list: (appId: string) => get<AppComment[]>(path`/rest/comments/apps/${appId}.json`),
      /** By type ("overview"), or by reference and type. */
      listFor: (appId: string, x: string, extra?: string) =>
        get<AppComment[]>(
          extra === undefined
            ? path`/rest/comments/apps/${appId}/${x}.json`
            : path`/rest/comments/apps/${appId}/${x}/${extra}.json`,
        ),
      create: (appId: string, input: CommentInput) => post<AppComment>(path`/rest/comments/apps/${appId}`, input),
      update: (appId: string, id: string, input: CommentUpdateInput) =>
        post<AppComment>(path`/rest/comments/apps/${appId}/${id}.json`, input),
      delete: (appId: string, id: string) => del<CommentDeleteAnswer>(path`/rest/comments/apps/${appId}/${id}.json`),
      byHash: {
        list: (hash: string, appId: string) => get<AppComment[]>(path`/rest/comments/hash/${hash}/${appId}`),
        create: (hash: string, appId: string, input: CommentInput) =>
          post<AppComment>(path`/rest/comments/hash/${hash}/${appId}`, input),
        /** `authorKey`: what `create` answered; testers of one link share the hash, so it says who wrote it. */
        update: (hash: string, appId: string, id: string, input: CommentUpdateInput, authorKey?: string) =>
          request<AppComment>('POST', path`/rest/comments/hash/${hash}/${appId}/${id}.json`, {
            body: input,
            headers: commentKeyHeader(authorKey),
          }),
        delete: (hash: string, appId: string, id: string, authorKey?: string) =>
          request<CommentDeleteAnswer>('DELETE', path`/rest/comments/hash/${hash}/${appId}/${id}.json`, {
            headers: commentKeyHeader(authorKey),
          }),
      },
    },

    images: {
      list: (appId: string) => get<AppImage[]>(path`/rest/images/${appId}.json`),
      delete: (appId: string, imageId: string, url: string) => del(path`/rest/images/${appId}/${imageId}/${url}`),
      /** Multipart POST to `url` (e.g. "/rest/images/{appId}"), with the bearer token. */
      upload: (url: string, form: FormDataLike) => request<ImageUploadResult>('POST', url, { form }),
    },

    /** Read-only public examples, no login. */
    examples: {
      apps: (id: string) => get<App>(path`/examples/apps/${id}.json`),
      invitationApp: (hash: string) => get<App>(path`/examples/invitation/${hash}/app.json`),
      commands: (id: string) => get<CommandStack>(path`/examples/commands/${id}.json`),
      events: (id: string) => get<RecordedEvent[]>(path`/examples/events/${id}.json`),
      eventsSession: (id: string, session: string) =>
        get<RecordedEvent[]>(path`/examples/events/${id}/${session}.json`),
      mouse: (id: string) => get<MouseTrack[]>(path`/examples/mouse/${id}.json`),
      figures: (id: string, filter?: TagFilter) =>
        get<AnalyticsFigures>(path`/examples/figures/${id}.json` + figuresQuery(filter)),
      figureSection: <S extends FigureSection>(id: string, section: S, filter?: TagFilter) =>
        get<FigureSections[S]>(path`/examples/figures/${id}/${section}.json` + figuresQuery(filter)),
      mouseSession: (id: string, session: string) => get<MouseTrack[]>(path`/examples/mouse/${id}/${session}.json`),
      annotations: {
        session: (id: string) => get<Annotation[]>(path`/examples/annotations/apps/${id}/session.json`),
        tags: (id: string) => get<Annotation[]>(path`/examples/annotations/apps/${id}/tags.json`),
      },
      test: (id: string) => get<TestSettings>(path`/examples/test/${id}.json`),
    },

    log: {
      error: (entry: ErrorLogInput) => post<OkResponse>('/rest/log/error', entry),
    },
  };
}

export type RestClient = ReturnType<typeof createRestClient>;
