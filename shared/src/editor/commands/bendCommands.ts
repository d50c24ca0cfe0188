// Bend points of a line (prototype mode): add one where the designer pulls a segment, move it,
// remove it, straighten the line. Points are written in Quant-UX's shape (a 2 × 2 box whose top-left
// corner is the point) so exports stay readable there; entries not changed are kept as they are.
// The canvas's bend drag (gestures/bendGesture.ts) previews these on its own copy of the document
// and commits the line's points once, on release.
import type { App } from '../../model/app';
import type { Point } from '../hitTest';
import { bendInsertIndex, linkArrow } from '../linkGeometry';
import { EditBuilder } from '../editBuilder';
import type { CommandDraft } from '../editorCommand';

const refuse = (type: string, field: string, message: string): CommandDraft => ({
  type,
  edits: [],
  refused: { field, message },
});

const quantUxPoint = (at: Point) => ({ x: Math.round(at.x), y: Math.round(at.y), w: 2, h: 2 });

/** Checks the line and the point; answers the refusal, if any. */
function problem(doc: App, type: string, lineId: string, at?: Point): CommandDraft | undefined {
  if (!doc.lines[lineId]) return refuse(type, 'line', `there is no line ${lineId}`);
  if (at && !Number.isFinite(at.x)) return refuse(type, 'x', 'is not a number');
  if (at && !Number.isFinite(at.y)) return refuse(type, 'y', 'is not a number');
  return undefined;
}

function badIndex(doc: App, type: string, lineId: string, index: number): CommandDraft | undefined {
  const count = doc.lines[lineId].points?.length ?? 0;
  return Number.isInteger(index) && index >= 0 && index < count
    ? undefined
    : refuse(type, 'index', `is not a bend point of line ${lineId}`);
}

const setPoints = (doc: App, type: string, lineId: string, points: unknown[], merge?: string): CommandDraft => ({
  type,
  edits: new EditBuilder(doc).update('lines', lineId, { points }).build(),
  merge,
});

/** A new bend point at `at`, in the segment of the drawn line nearest to it. */
export function addBendPoint(doc: App, lineId: string, at: Point, merge?: string): CommandDraft {
  const type = 'addBendPoint';
  const refused = problem(doc, type, lineId, at);
  if (refused) return refused;
  const line = doc.lines[lineId];
  const arrow = linkArrow(doc, line);
  if (!arrow) return refuse(type, 'line', `line ${lineId} leads nowhere`);
  const points = [...(line.points ?? [])];
  points.splice(bendInsertIndex(arrow, at), 0, quantUxPoint(at));
  return setPoints(doc, type, lineId, points, merge);
}

/** Moves the bend point stored at `index` to `at`, keeping the entry's other keys. */
export function moveBendPoint(doc: App, lineId: string, index: number, at: Point, merge?: string): CommandDraft {
  const type = 'moveBendPoint';
  const refused = problem(doc, type, lineId, at) ?? badIndex(doc, type, lineId, index);
  if (refused) return refused;
  const points = [...doc.lines[lineId].points!];
  const entry = points[index];
  const { x, y } = quantUxPoint(at);
  points[index] = entry && typeof entry === 'object' ? { ...entry, x, y } : quantUxPoint(at);
  return setPoints(doc, type, lineId, points, merge);
}

export function removeBendPoint(doc: App, lineId: string, index: number): CommandDraft {
  const type = 'removeBendPoint';
  const refused = problem(doc, type, lineId) ?? badIndex(doc, type, lineId, index);
  if (refused) return refused;
  return setPoints(
    doc,
    type,
    lineId,
    doc.lines[lineId].points!.filter((_, i) => i !== index),
  );
}

/** Takes every bend point away: the line runs straight again. */
export function straightenLine(doc: App, lineId: string): CommandDraft {
  const type = 'straightenLine';
  const refused = problem(doc, type, lineId);
  if (refused) return refused;
  return doc.lines[lineId].points?.length ? setPoints(doc, type, lineId, []) : { type, edits: [] };
}
