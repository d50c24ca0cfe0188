// Editing the designer's verdict on a session: validity and tags, kept in its "session" annotation.
import type { Annotation, AnnotationTag } from '@protolab/shared';
import { api } from '../shell/api';

export function sessionAnnotation(annotations: readonly Annotation[], session: string): Annotation | undefined {
  return annotations.find((a) => a.kind === 'session' && a.reference === session);
}

/** Creates the session's annotation when it has none, else updates it. */
export function saveSessionAnnotation(
  appId: string,
  annotations: readonly Annotation[],
  session: string,
  changes: { isValid?: boolean; tags?: AnnotationTag[]; tasks?: Record<string, boolean> },
): Promise<Annotation> {
  const existing = sessionAnnotation(annotations, session);
  const tags = changes.tags?.map(({ tag, start, end }) => ({ tag, start, end }));
  if (existing) return api.annotations.update(appId, existing.id, { ...changes, tags });
  return api.annotations.create(appId, { kind: 'session', reference: session, ...changes, tags });
}
