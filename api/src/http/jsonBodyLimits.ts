import { MAX_JSON_DEPTH } from '@protolab/shared';
import { Refusal } from '../services/refusal';

/**
 * Control characters no text of ours may hold: PostgreSQL cannot store U+0000 at all, and the others
 * only hide text or forge lines. Tab, line feed and carriage return stay allowed.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;

/** An object or array met on the way down, with how to name it. */
interface Frame {
  value: object;
  /** Objects and arrays from the outermost down to this one. */
  depth: number;
  key: string | undefined;
  parent: Frame | undefined;
}

/** The dotted path ("changes.0.object.name"), as validation issues name fields. */
function pathOf(frame: Frame, key?: string): string {
  const keys = key === undefined ? [] : [key];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.parent) keys.push(f.key);
  return keys.reverse().join('.');
}

const controlIn = (field: string) =>
  new Refusal(
    'bad_input',
    'validation',
    'Text may not hold control characters (U+0000 to U+001F, except tab and line breaks)',
    field,
  );

const protoKey = () =>
  new Refusal('bad_input', 'invalid_json', 'The body is not valid JSON: it holds a "__proto__" key', '');

const tooDeep = () =>
  new Refusal('bad_input', 'too_deep', `JSON may nest objects and arrays at most ${MAX_JSON_DEPTH} levels deep`, '');

/**
 * The path of the first string or key in a parsed JSON body that `test` holds for ('' for the body
 * itself, the object's path for a key), or undefined. Walks without recursion, so any depth is safe;
 * refuses more than MAX_JSON_DEPTH levels of objects and arrays (400 naming the body) and a
 * "__proto__" key (invalid JSON for us, as it was for the body parser we had).
 */
export function findText(body: unknown, test: (text: string) => boolean): string | undefined {
  if (typeof body === 'string') return test(body) ? '' : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const stack: Frame[] = [{ value: body, depth: 1, key: undefined, parent: undefined }];
  let found: string | undefined;
  // Indexed loops over Object.keys: several times faster than Object.entries on a large body.
  const visit = (frame: Frame, key: string, child: unknown) => {
    if (typeof child === 'string') {
      if (test(child)) found = pathOf(frame, key);
    } else if (typeof child === 'object' && child !== null) {
      stack.push({ value: child, depth: frame.depth + 1, key, parent: frame });
    }
  };
  while (stack.length > 0 && found === undefined) {
    const frame = stack.pop()!;
    if (frame.depth > MAX_JSON_DEPTH) throw tooDeep();
    const value = frame.value as Record<string, unknown>;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length && found === undefined; i++) visit(frame, String(i), value[i]);
      continue;
    }
    const keys = Object.keys(value);
    for (let i = 0; i < keys.length && found === undefined; i++) {
      const key = keys[i]!;
      if (key === '__proto__') throw protoKey();
      if (test(key)) return pathOf(frame);
      visit(frame, key, value[key]);
    }
  }
  return found;
}

/**
 * Checks a parsed JSON body (any depth is safe here): at most MAX_JSON_DEPTH levels of objects and
 * arrays (400 naming the body), and no control characters in any string or key (400 naming the
 * field). Code further on may recurse, and stores text in PostgreSQL.
 */
export function checkJsonBody(body: unknown): void {
  const field = findText(body, (text) => CONTROL.test(text));
  if (field !== undefined) throw controlIn(field);
}
