import { Router } from '@koa/router';
import type { Context } from 'koa';
import { FIGURE_SECTIONS, figuresQuerySchema, isFigureSection } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { sendJson } from '../http/sendJson';
import { idParam, validate } from '../http/validate';
import { sectionText } from '../services/figureSections';
import type { ReadVia } from '../services/recordAccess';
import { startFigureJobs, studyFigures } from '../services/studyFigures';
import { Refusal } from '../services/refusal';

/** The tag of an `If-None-Match` header: one entity tag, weak or not, without its quotes. */
const heldTag = (header: string) => /^(?:W\/)?"([^"]*)"$/.exec(header.trim())?.[1];

/**
 * A study's figures: the designer's (`/rest/…`, read access) and the public examples' (`/examples/…`),
 * whole or one section of them (`/{id}/{section}.json`: results, points, heat; shared
 * analytics/figureSections.ts). Answered with an ETag and `no-cache`: a browser opening the study
 * again sends the tag it holds and, while the figures are the same, gets a 304 and reads its own copy
 * instead of megabytes again. A section's tag is the whole answer's (a tag names one address's answer).
 */
export function figuresRoutes(deps: Deps): Router {
  // the figures of studies whose uploads paused are computed in the background, by one instance each
  startFigureJobs(deps);
  const router = new Router();
  const figures = (via: ReadVia) => async (ctx: Context) => {
    const appId = idParam(ctx.params.id, 'id');
    const section = ctx.params.section as string | undefined;
    if (section !== undefined && !isFigureSection(section))
      throw new Refusal('bad_input', 'validation', `Unknown section: ${FIGURE_SECTIONS.join(', ')}`, 'section');
    const filter = validate(figuresQuerySchema, ctx.query);
    const answer = await studyFigures(deps, callerOf(ctx), via, appId, filter, heldTag(ctx.get('if-none-match')));
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Accept-Encoding');
    if (answer.tag) ctx.set('ETag', `"${answer.tag}"`);
    if (answer.body === null) {
      ctx.status = 304;
      return;
    }
    sendJson(ctx, section ? sectionText(answer.body, section, answer.tag && `${appId}|${answer.tag}`) : answer.body);
  };
  router.get('/rest/figures/:id.json', figures('designer'));
  router.get('/rest/figures/:id/:section.json', figures('designer'));
  router.get('/examples/figures/:id.json', figures('example'));
  router.get('/examples/figures/:id/:section.json', figures('example'));
  return router;
}
