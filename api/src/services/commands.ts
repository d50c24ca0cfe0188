import type { Context } from 'koa';
import type { Knex } from 'knex';
import {
  createCommandStack,
  MAX_COMMAND_BYTES,
  MAX_COMMAND_STACK_BYTES,
  MAX_UNDO_STEPS,
  type CommandInput,
  type CommandStack,
  type CommandStackInput,
} from '@protolab/shared';
import type { Deps } from '../deps';
import { HttpError } from '../http/httpError';
import { findStack, lockStack, saveStack } from '../repos/commandsRepo';
import { requireAppRole } from './access';

/** The stack's state after a change: commands [0, pos) are applied. */
export interface StackPosition {
  pos: number;
  length: number;
}

type Command = Record<string, unknown> & { id?: unknown };

interface Stack extends Record<string, unknown> {
  stack: Command[];
  pos: number;
}

/** A stored stack (ours or the legacy product's) with a sane stack and pos. */
function normalize(doc: Record<string, unknown> | undefined, appId: string): Stack {
  const base = doc ?? (createCommandStack() as Record<string, unknown>);
  const stack = Array.isArray(base.stack) ? (base.stack as Command[]) : [];
  const rawPos = typeof base.pos === 'number' && Number.isInteger(base.pos) ? base.pos : stack.length;
  return { ...base, stack, pos: Math.min(Math.max(rawPos, 0), stack.length), appID: appId };
}

export async function readStack(knex: Knex, appId: string): Promise<CommandStack> {
  return normalize(await findStack(knex, appId), appId) as CommandStack;
}

export async function getStack(ctx: Context, deps: Deps, appId: string): Promise<CommandStack> {
  await requireAppRole(ctx, deps.knex, appId, 'read');
  return readStack(deps.knex, appId);
}

/** Replaces the whole stack (bounded like one that grows). */
export async function replaceStack(
  ctx: Context,
  deps: Deps,
  appId: string,
  input: CommandStackInput,
): Promise<CommandStack> {
  await requireAppRole(ctx, deps.knex, appId, 'write');
  input.stack.forEach((command, i) => refuseLarge(command, `stack.${i}`));
  const stack = normalize(input as Record<string, unknown>, appId);
  bound(stack);
  const doc = { ...stack, lastUpdate: Date.now() };
  await saveStack(deps.knex, appId, doc);
  return doc as CommandStack;
}

/** Runs `change` on the locked stack and stores what it leaves; answers what `change` returns. */
async function editStack<T>(ctx: Context, deps: Deps, appId: string, change: (s: Stack) => T): Promise<T> {
  await requireAppRole(ctx, deps.knex, appId, 'write');
  return deps.knex.transaction(async (trx) => {
    const empty = { ...createCommandStack(), appID: appId };
    const stack = normalize(await lockStack(trx, appId, empty), appId);
    const answer = change(stack);
    await saveStack(trx, appId, { ...stack, lastUpdate: Date.now() });
    return answer;
  });
}

const position = (s: Stack): StackPosition => ({ pos: s.pos, length: s.stack.length });

const sizeOf = (command: unknown) => Buffer.byteLength(JSON.stringify(command));

function refuseLarge(command: unknown, field: string): number {
  const size = sizeOf(command);
  if (size > MAX_COMMAND_BYTES) {
    throw new HttpError(413, 'too_large', `A command may hold at most ${MAX_COMMAND_BYTES} bytes`, field);
  }
  return size;
}

/** Drops the oldest commands beyond MAX_UNDO_STEPS or MAX_COMMAND_STACK_BYTES. */
function bound(s: Stack): void {
  let bytes = s.stack.reduce((sum, c) => sum + sizeOf(c), 0);
  let drop = Math.max(0, s.stack.length - MAX_UNDO_STEPS);
  for (let i = 0; i < drop; i++) bytes -= sizeOf(s.stack[i]);
  while (bytes > MAX_COMMAND_STACK_BYTES && drop < s.stack.length - 1) bytes -= sizeOf(s.stack[drop++]);
  if (drop === 0) return;
  s.stack = s.stack.slice(drop);
  s.pos = Math.max(0, s.pos - drop);
}

/**
 * Appends a command after pos, dropping the redo tail. A command with the id of the last one
 * replaces it: a history step that grew (a drag, a typed label) is sent again whole, and a
 * re-sent command lands once.
 */
export function addCommand(ctx: Context, deps: Deps, appId: string, command: CommandInput): Promise<StackPosition> {
  refuseLarge(command, '');
  return editStack(ctx, deps, appId, (s) => {
    const replaces = s.pos > 0 && s.stack[s.pos - 1]?.id === command.id;
    s.stack = [...s.stack.slice(0, replaces ? s.pos - 1 : s.pos), command as Command];
    s.pos = s.stack.length;
    bound(s);
    return position(s);
  });
}

/** Removes the last n commands (all of them when there are fewer). */
export function popCommands(ctx: Context, deps: Deps, appId: string, n: number): Promise<StackPosition> {
  return editStack(ctx, deps, appId, (s) => {
    s.stack = s.stack.slice(0, Math.max(0, s.stack.length - n));
    s.pos = Math.min(s.pos, s.stack.length);
    return position(s);
  });
}

/** Removes the first n commands, to cap the history (all of them when there are fewer). */
export function shiftCommands(ctx: Context, deps: Deps, appId: string, n: number): Promise<StackPosition> {
  return editStack(ctx, deps, appId, (s) => {
    const removed = Math.min(n, s.stack.length);
    s.stack = s.stack.slice(removed);
    s.pos = Math.max(0, s.pos - removed);
    return position(s);
  });
}

/**
 * Undo moves pos back by one and answers the command undone; redo moves it forward. When the client
 * names the command it means (`expectedId`) and the stack holds another one there, nothing moves (409).
 */
export function moveStack(
  ctx: Context,
  deps: Deps,
  appId: string,
  direction: 'undo' | 'redo',
  expectedId?: string,
): Promise<StackPosition & { command: Command }> {
  return editStack(ctx, deps, appId, (s) => {
    const index = direction === 'undo' ? s.pos - 1 : s.pos;
    const command = s.stack[index];
    if (!command) {
      throw direction === 'undo'
        ? new HttpError(409, 'nothing_to_undo', 'There is nothing to undo')
        : new HttpError(409, 'nothing_to_redo', 'There is nothing to redo');
    }
    if (expectedId !== undefined && command.id !== expectedId) {
      throw new HttpError(
        409,
        'command_mismatch',
        `The command to ${direction} is ${String(command.id)}, not ${expectedId}`,
        'id',
      );
    }
    s.pos = direction === 'undo' ? s.pos - 1 : s.pos + 1;
    return { ...position(s), command };
  });
}
