import { Router } from '@koa/router';
import { STUDY_PARTS, studyBatchSchema } from '@protolab/shared';
import type { Deps } from '../deps';
import { callerOf } from '../http/caller';
import { Refusal } from '../services/refusal';
import { idParam, validate } from '../http/validate';
import { addStudy, type RawStudyBatch } from '../services/studyImport';

/** Each part an array within its limit (413 naming the part), before the records are checked. */
function checkSizes(body: unknown): RawStudyBatch {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Refusal('bad_input', 'validation', 'Send an object with events, mouse, annotations or comments', '');
  }
  for (const [part, max] of Object.entries(STUDY_PARTS)) {
    const records = (body as Record<string, unknown>)[part];
    if (Array.isArray(records) && records.length > max) {
      throw new Refusal('too_large', 'too_large', `At most ${max} ${part} per request`, part);
    }
  }
  return body as RawStudyBatch;
}

export function studyRoutes(deps: Deps): Router {
  const router = new Router();

  /** A batch of a study's recorded data for the app (write access); re-sending it stores nothing twice. */
  router.post('/rest/apps/:id/study.json', async (ctx) => {
    const appId = idParam(ctx.params.id, 'id');
    const raw = checkSizes(ctx.request.body);
    ctx.body = await addStudy(deps, callerOf(ctx), appId, validate(studyBatchSchema, raw), raw);
  });

  return router;
}
