// Error messages, Quant-UX's `props.refs.errorLabels` of an input: widgets shown only while that
// input is invalid (in the simulator's `invalid`).

interface Referring {
  /** the id events name ("<master>@<screen>" for an inherited copy) */
  id: string;
  /** the master widget's id for an inherited copy */
  inherited?: string;
  props: Record<string, unknown>;
}

/** The widget ids an input names as its error messages. */
export function errorLabelsOf(props: Record<string, unknown> | null | undefined): string[] {
  const refs = props?.refs;
  const labels =
    typeof refs === 'object' && refs !== null ? (refs as { errorLabels?: unknown }).errorLabels : undefined;
  return Array.isArray(labels) ? labels.filter((id): id is string => typeof id === 'string') : [];
}

/** The props with `refs.errorLabels` set to `labels`; an empty list takes it away, other refs stay. */
export function withErrorLabels(props: Record<string, unknown>, labels: readonly string[]): Record<string, unknown> {
  const old = props.refs;
  const { errorLabels: _old, ...refs } =
    typeof old === 'object' && old !== null ? (old as Record<string, unknown>) : {};
  if (labels.length > 0) refs.errorLabels = [...labels];
  const { refs: _refs, ...rest } = props;
  return Object.keys(refs).length > 0 ? { ...props, refs } : rest;
}

/**
 * The error messages among a screen's widgets that are not shown now: those no input of the
 * screen that names them is in `invalid`. An inherited copy is named by its master's id.
 */
export function hiddenErrorMessages(widgets: readonly Referring[], invalid: readonly string[]): Set<string> {
  const inputsByLabel = new Map<string, string[]>();
  for (const input of widgets) {
    for (const label of errorLabelsOf(input.props))
      inputsByLabel.set(label, [...(inputsByLabel.get(label) ?? []), input.id]);
  }
  const hidden = new Set<string>();
  if (inputsByLabel.size === 0) return hidden;
  for (const widget of widgets) {
    const inputs = inputsByLabel.get(widget.inherited ?? widget.id);
    if (inputs && !inputs.some((id) => invalid.includes(id))) hidden.add(widget.id);
  }
  return hidden;
}
