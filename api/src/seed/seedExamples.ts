import type { Knex } from 'knex';

/** Seeds our own example prototypes as public examples (filled in with the apps routes). */
export async function seedExamples(_knex: Knex, _log: (line: string) => void): Promise<void> {}
