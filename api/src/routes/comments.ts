import { Router } from '@koa/router';
import type { Context } from 'koa';
import { commentInputSchema, commentUpdateInputSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { idParam, validate } from '../http/validate';
import * as comments from '../services/comments';

/** The key a tester got with their comment, sent back to change it. */
const commentKey = (ctx: Context) => ctx.get('x-comment-key') || undefined;

export function commentsRoutes(deps: Deps): Router {
  const router = new Router();

  // Team members (read role and up), with their login.
  router.get('/rest/comments/apps/:id.json', async (ctx) => {
    ctx.body = await comments.listComments(deps, callerOf(ctx), idParam(ctx.params.id, 'id'));
  });
  // {type}: what the comments are about ("screen", "widget", "session"…); {reference}: which one.
  router.get('/rest/comments/apps/:id/:type.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await comments.listComments(deps, callerOf(ctx), appId, { type: idParam(ctx.params.type, 'type') });
  });
  router.get('/rest/comments/apps/:id/:type/:reference.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const filter = { type: idParam(ctx.params.type, 'type'), reference: idParam(ctx.params.reference, 'reference') };
    ctx.body = await comments.listComments(deps, callerOf(ctx), appId, filter);
  });
  router.post('/rest/comments/apps/:id', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await comments.createComment(deps, callerOf(ctx), appId, validate(commentInputSchema, ctx.request.body));
  });
  router.post('/rest/comments/apps/:id/:commentId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const id = idParam(ctx.params.commentId, 'commentId');
    ctx.body = await comments.editComment(
      deps,
      callerOf(ctx),
      appId,
      id,
      validate(commentUpdateInputSchema, ctx.request.body),
    );
  });
  router.delete('/rest/comments/apps/:id/:commentId.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    ctx.body = await comments.deleteComment(deps, callerOf(ctx), appId, idParam(ctx.params.commentId, 'commentId'));
  });

  // Testers and reviewers, with the invitation hash of their link.
  router.get('/rest/comments/hash/:hash/:appId', async (ctx) => {
    const hash = idParam(ctx.params.hash, 'hash');
    ctx.body = await comments.listCommentsByHash(deps, callerOf(ctx), hash, idParam(ctx.params.appId, 'appId'));
  });
  router.post('/rest/comments/hash/:hash/:appId', async (ctx) => {
    const hash = idParam(ctx.params.hash, 'hash');
    const appId = idParam(ctx.params.appId, 'appId');
    const input = validate(commentInputSchema, ctx.request.body);
    ctx.body = await comments.createCommentByHash(deps, callerOf(ctx), hash, appId, input);
  });
  router.post('/rest/comments/hash/:hash/:appId/:commentId.json', async (ctx) => {
    const hash = idParam(ctx.params.hash, 'hash');
    const appId = idParam(ctx.params.appId, 'appId');
    const id = idParam(ctx.params.commentId, 'commentId');
    const input = validate(commentUpdateInputSchema, ctx.request.body);
    ctx.body = await comments.editCommentByHash(deps, callerOf(ctx), hash, appId, id, input, commentKey(ctx));
  });
  router.delete('/rest/comments/hash/:hash/:appId/:commentId.json', async (ctx) => {
    const hash = idParam(ctx.params.hash, 'hash');
    const appId = idParam(ctx.params.appId, 'appId');
    const id = idParam(ctx.params.commentId, 'commentId');
    ctx.body = await comments.deleteCommentByHash(deps, callerOf(ctx), hash, appId, id, commentKey(ctx));
  });

  return router;
}
