import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { sendJson } from '../http/sendJson';
import { idParam } from '../http/validate';
import type { Caller } from '../services/caller';
import { uploadRecords, type RecordKind } from '../services/ingest';
import type { ReadVia } from '../services/recordAccess';

/** What a kind of session record (events, mouse tracks) does behind the routes they share. */
export interface SessionRecords<Query, Parsed> {
  /** What an upload checks and stores. */
  kind: RecordKind<Parsed>;
  parseList(ctx: Context): Query;
  list(deps: Deps, caller: Caller, via: ReadVia, appId: string, query: Query): Promise<string | AsyncIterable<string>>;
  session(deps: Deps, caller: Caller, via: ReadVia, appId: string, session: string): Promise<unknown>;
  deleteSession(deps: Deps, caller: Caller, appId: string, session: string): Promise<unknown>;
}

/**
 * The tester's upload (`/rest/invitation/:appId/:hash/{name}.json`), the designer's list, session read
 * and session delete (`/rest/{name}/…`), and the public examples' reads (`/examples/{name}/…`, read-only,
 * no login, public apps only: writes are answered in routes/examples.ts).
 */
export function addSessionRecordRoutes<Query, Parsed>(
  router: Router,
  deps: Deps,
  name: string,
  records: SessionRecords<Query, Parsed>,
): void {
  router.post(`/rest/invitation/:appId/:hash/${name}.json`, async (ctx) => {
    const appId = idParam(ctx.params.appId, 'appId');
    const hash = idParam(ctx.params.hash, 'hash');
    const answer = await uploadRecords(deps, callerOf(ctx), records.kind, appId, hash, ctx.request.body);
    ctx.status = answer.status;
    ctx.body = answer.body;
  });

  const list = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    const query = records.parseList(ctx);
    sendJson(ctx, await records.list(deps, callerOf(ctx), via, appId, query));
  };
  const session = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    const session = idParam(ctx.params.session, 'session');
    sendJson(ctx, JSON.stringify(await records.session(deps, callerOf(ctx), via, appId, session)));
  };

  router.get(`/rest/${name}/:id.json`, list('designer'));
  router.get(`/rest/${name}/:id/:session.json`, session('designer'));
  router.delete(`/rest/${name}/:id/:session.json`, async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await records.deleteSession(deps, callerOf(ctx), appId, idParam(ctx.params.session, 'session'));
  });

  router.get(`/examples/${name}/:id.json`, list('example'));
  router.get(`/examples/${name}/:id/:session.json`, session('example'));
}
