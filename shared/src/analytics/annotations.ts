// Designer annotations applied to analytics: invalid sessions, hand-set task results, tags.

/** What analytics reads of an Annotation (model/annotation.ts). */
export interface AnnotationLike {
  kind: string;
  /** the session id */
  reference: string;
  isValid?: boolean;
  tasks?: Readonly<Record<string, boolean>>;
  tags?: readonly { tag: string }[];
  created?: number;
  lastUpdate?: number;
}

export interface SessionVerdict {
  /** false when any annotation of the session marks it invalid */
  valid: boolean;
  /** tag names, sorted, each once */
  tags: string[];
  /** task id → success set by hand; the newest annotation wins on a conflict */
  tasks: Record<string, boolean>;
}

/** Folds all annotations of each session into one verdict. */
export function sessionVerdicts(annotations: readonly AnnotationLike[]): Map<string, SessionVerdict> {
  const ordered = annotations
    .map((annotation, index) => ({ annotation, index }))
    .sort(
      (a, b) =>
        (a.annotation.lastUpdate ?? a.annotation.created ?? 0) -
          (b.annotation.lastUpdate ?? b.annotation.created ?? 0) || a.index - b.index,
    );
  const verdicts = new Map<string, { valid: boolean; tags: Set<string>; tasks: Record<string, boolean> }>();
  for (const { annotation } of ordered) {
    let verdict = verdicts.get(annotation.reference);
    if (!verdict) {
      verdict = { valid: true, tags: new Set(), tasks: {} };
      verdicts.set(annotation.reference, verdict);
    }
    if (annotation.isValid === false) verdict.valid = false;
    for (const [task, success] of Object.entries(annotation.tasks ?? {})) {
      if (typeof success === 'boolean') verdict.tasks[task] = success;
    }
    for (const tag of annotation.tags ?? []) {
      const name = tag.tag.trim();
      if (name) verdict.tags.add(name);
    }
  }
  const result = new Map<string, SessionVerdict>();
  for (const [session, verdict] of verdicts) {
    result.set(session, { valid: verdict.valid, tags: [...verdict.tags].sort(), tasks: verdict.tasks });
  }
  return result;
}

/** All tag names in use, sorted. */
export function allTags(annotations: readonly AnnotationLike[]): string[] {
  const tags = new Set<string>();
  for (const verdict of sessionVerdicts(annotations).values()) for (const tag of verdict.tags) tags.add(tag);
  return [...tags].sort();
}
