// Field schemas shared by the record types.
import { z } from 'zod';
import {
  MAX_EMAIL_LENGTH,
  MAX_ID_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_TEXT_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '../constants';

/**
 * Ids are keys of the document's maps: `map["__proto__"] = record` sets the map's prototype instead
 * of storing the record, and the other two name what every object has. Refused everywhere.
 */
const RESERVED_IDS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Ids made by clients (UUIDv7, ULID) and by the legacy product (hex, "s10000_90393", "c161"); an
 * inherited widget copy is named "<masterWidgetId>@<screenId>", so events on it carry an "@".
 */
export const idField = () =>
  z
    .string()
    .min(1, 'Id is required')
    .max(MAX_ID_LENGTH, `Id must have at most ${MAX_ID_LENGTH} characters`)
    .regex(/^[A-Za-z0-9_@-]*$/, 'Id may hold only letters, digits, "_", "-" and "@"')
    .refine((id) => !RESERVED_IDS.has(id), 'Id may not be "__proto__", "constructor" or "prototype"');

/** Epoch milliseconds. */
export const timestampField = () => z.int().min(0);

export const nameField = () => z.string().trim().max(MAX_NAME_LENGTH);

/** Who a record is from: the tester's id, or the player's `{ id, name }`. */
export const recordUserField = () =>
  z.union([idField(), z.looseObject({ id: idField(), name: nameField().optional() })]);

export const textField = () => z.string().max(MAX_TEXT_LENGTH);

/** Trimmed and lower-cased, so that one address is one account. */
export const emailField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : undefined) })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(MAX_EMAIL_LENGTH)
    .pipe(z.email('Email is not valid'));

export const passwordField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : undefined) })
    .min(MIN_PASSWORD_LENGTH, `Password must have at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(MAX_PASSWORD_LENGTH);
