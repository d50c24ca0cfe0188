import type { Knex } from 'knex';
import {
  createCommandStack,
  MAX_COMMAND_BYTES,
  MAX_COMMAND_STACK_BYTES,
  MAX_UNDO_STEPS,
  type CommandInput,
  type CommandMove,
  type CommandStack,
  type CommandStackInput,
  type CommandStackPosition,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { Refusal } from './refusal';
import {
  deleteAllEntries,
  deleteEntries,
  findStack,
  insertEntries,
  lockStack,
  newEntry,
  readEntry,
  saveHeader,
  type EntryRef,
  type StackKey,
} from '../repos/commandsRepo';
import { requireAppRole } from './access';
import type { Caller } from './caller';

type Command = Record<string, unknown> & { id?: unknown };

/** A locked stack: its own fields and its commands without their bodies (each is a row of its own). */
interface Stack {
  header: Record<string, unknown>;
  entries: EntryRef[];
  pos: number;
}

/** A stored pos made sane for `length` commands (the legacy product's may be anything). */
function clampPos(raw: unknown, length: number): number {
  const pos = typeof raw === 'number' && Number.isInteger(raw) ? raw : length;
  return Math.min(Math.max(pos, 0), length);
}

/** A designer's undo stack of an app (each designer undoes their own steps). */
export async function readStack({ knex }: Pick<Deps, 'knex'>, key: StackKey): Promise<CommandStack> {
  const stored = await findStack(knex, key);
  const header = stored?.header ?? (createCommandStack() as Record<string, unknown>);
  const stack = (stored?.commands ?? []) as Command[];
  return { ...header, stack, pos: clampPos(header.pos, stack.length), appID: key.appId } as CommandStack;
}

export async function getStack(deps: Deps, caller: Caller, appId: string): Promise<CommandStack> {
  const { user } = await requireAppRole(deps, caller, appId, 'read');
  return readStack(deps, { appId, userId: user.id });
}

/** The caller's stack of an app they may change. */
async function writableStack(deps: Deps, caller: Caller, appId: string): Promise<StackKey> {
  const { user } = await requireAppRole(deps, caller, appId, 'write');
  return { appId, userId: user.id };
}

const emptyHeader = (appId: string) => ({ ...createCommandStack(), appID: appId }) as Record<string, unknown>;

/** Replaces the whole stack (bounded like one that grows). */
export async function replaceStack(
  deps: Deps,
  caller: Caller,
  appId: string,
  input: CommandStackInput,
): Promise<CommandStack> {
  const key = await writableStack(deps, caller, appId);
  const encoded = input.stack.map((command, i) => encode(command, `stack.${i}`));
  const stack: Stack = {
    header: {},
    entries: encoded.map((e, seq) => ({ seq, id: e.entry.id, bytes: e.bytes })),
    pos: clampPos(input.pos, encoded.length),
  };
  const dropped = bound(stack);
  const kept = encoded.slice(dropped).map((e, i) => ({ ...e.entry, seq: i }));
  const { stack: _stack, pos: _pos, ...fields } = input;
  const header = { ...createCommandStack(), ...fields, pos: stack.pos, appID: appId, lastUpdate: Date.now() };
  await deps.knex.transaction(async (trx) => {
    await lockStack(trx, key, emptyHeader(appId));
    await deleteAllEntries(trx, key);
    await insertEntries(trx, key, kept);
    await saveHeader(trx, key, header);
  });
  return { ...header, stack: kept.map((e) => JSON.parse(e.json) as Command) } as CommandStack;
}

/**
 * Runs `change` on the locked stack, then stores its pos; `change` writes the commands it adds or
 * drops itself. Answers what `change` returns.
 */
async function editStack<T>(
  deps: Deps,
  caller: Caller,
  appId: string,
  change: (s: Stack, trx: Knex.Transaction, key: StackKey) => Promise<T>,
): Promise<T> {
  const key = await writableStack(deps, caller, appId);
  return deps.knex.transaction(async (trx) => {
    const { header, entries } = await lockStack(trx, key, emptyHeader(appId));
    const stack: Stack = { header, entries, pos: clampPos(header.pos, entries.length) };
    const answer = await change(stack, trx, key);
    await saveHeader(trx, key, { ...header, pos: stack.pos, appID: appId, lastUpdate: Date.now() });
    return answer;
  });
}

const position = (s: Stack): CommandStackPosition => ({ pos: s.pos, length: s.entries.length });

/** A command's JSON, refused with 413 beyond MAX_COMMAND_BYTES. */
function encode(command: unknown, field: string) {
  const json = JSON.stringify(command);
  const bytes = Buffer.byteLength(json);
  if (bytes > MAX_COMMAND_BYTES) {
    throw new Refusal('too_large', 'too_large', `A command may hold at most ${MAX_COMMAND_BYTES} bytes`, field);
  }
  return { entry: newEntry(0, command, json), bytes };
}

/**
 * Drops the oldest commands beyond MAX_UNDO_STEPS or MAX_COMMAND_STACK_BYTES (the newest stays even
 * when alone it is larger); answers how many went.
 */
function bound(s: Stack): number {
  let bytes = s.entries.reduce((sum, e) => sum + e.bytes, 0);
  let drop = Math.max(0, s.entries.length - MAX_UNDO_STEPS);
  for (let i = 0; i < drop; i++) bytes -= s.entries[i]!.bytes;
  while (bytes > MAX_COMMAND_STACK_BYTES && drop < s.entries.length - 1) bytes -= s.entries[drop++]!.bytes;
  if (drop > 0) {
    s.entries = s.entries.slice(drop);
    s.pos = Math.max(0, s.pos - drop);
  }
  return drop;
}

/** Keeps the commands [from, to) of the stack and deletes the rows of the others. */
async function keepOnly(trx: Knex.Transaction, key: StackKey, s: Stack, from: number, to: number): Promise<void> {
  const below = from > 0 ? (s.entries[from]?.seq ?? Number.MAX_SAFE_INTEGER) : undefined;
  const beyond = to < s.entries.length ? s.entries[to]!.seq : undefined;
  await deleteEntries(trx, key, { below, from: beyond });
  s.entries = s.entries.slice(from, to);
}

/**
 * Appends a command after pos, dropping the redo tail. A command with the id of the last one
 * replaces it: a history step that grew (a drag, a typed label) is sent again whole, and a
 * re-sent command lands once. Writes that one command only.
 */
export function addCommand(
  deps: Deps,
  caller: Caller,
  appId: string,
  command: CommandInput,
): Promise<CommandStackPosition> {
  const { entry, bytes } = encode(command, '');
  return editStack(deps, caller, appId, async (s, trx, key) => {
    const replaces = s.pos > 0 && s.entries[s.pos - 1]?.id === command.id;
    const seq = (s.entries.at(-1)?.seq ?? -1) + 1;
    await keepOnly(trx, key, s, 0, replaces ? s.pos - 1 : s.pos);
    s.entries.push({ seq, id: entry.id, bytes });
    s.pos = s.entries.length;
    const dropped = bound(s);
    if (dropped > 0) await deleteEntries(trx, key, { below: s.entries[0]!.seq });
    await insertEntries(trx, key, [{ ...entry, seq }]);
    return position(s);
  });
}

/** Removes the last n commands (all of them when there are fewer). */
export function popCommands(deps: Deps, caller: Caller, appId: string, n: number): Promise<CommandStackPosition> {
  return editStack(deps, caller, appId, async (s, trx, key) => {
    await keepOnly(trx, key, s, 0, Math.max(0, s.entries.length - n));
    s.pos = Math.min(s.pos, s.entries.length);
    return position(s);
  });
}

/** Removes the first n commands, to cap the history (all of them when there are fewer). */
export function shiftCommands(deps: Deps, caller: Caller, appId: string, n: number): Promise<CommandStackPosition> {
  return editStack(deps, caller, appId, async (s, trx, key) => {
    const removed = Math.min(n, s.entries.length);
    await keepOnly(trx, key, s, removed, s.entries.length);
    s.pos = Math.max(0, s.pos - removed);
    return position(s);
  });
}

/**
 * Undo moves pos back by one and answers the command undone; redo moves it forward. When the client
 * names the command it means (`expectedId`) and the stack holds another one there, nothing moves (409).
 */
export function moveStack(
  deps: Deps,
  caller: Caller,
  appId: string,
  direction: 'undo' | 'redo',
  expectedId?: string,
): Promise<CommandMove> {
  return editStack(deps, caller, appId, async (s, trx, key) => {
    const index = direction === 'undo' ? s.pos - 1 : s.pos;
    const entry = s.entries[index];
    if (!entry) {
      throw direction === 'undo'
        ? new Refusal('conflict', 'nothing_to_undo', 'There is nothing to undo')
        : new Refusal('conflict', 'nothing_to_redo', 'There is nothing to redo');
    }
    // every entry passed commandInputSchema when it was added (or the stack was saved)
    const command = (await readEntry(trx, key, entry.seq)) as CommandMove['command'];
    if (expectedId !== undefined && command.id !== expectedId) {
      throw new Refusal(
        'conflict',
        'command_mismatch',
        `The command to ${direction} is ${String(command.id)}, not ${expectedId}`,
        'id',
      );
    }
    s.pos = direction === 'undo' ? s.pos - 1 : s.pos + 1;
    return { ...position(s), command };
  });
}
