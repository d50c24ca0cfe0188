// A failed query's error names the query, not its statement: knex puts the whole SQL in front of the
// driver's message (a bulk insert of 800 rows made a 7 KB log line). Here the message becomes the
// driver's own again, and the error carries what a log needs: the operation, the table, the rows.
import type { Knex } from 'knex';

export interface FailedQuery {
  /** `insert into`, `update`, `delete from` or `select from` */
  operation: string;
  table: string;
  /** rows an insert wrote (its values over its columns); absent for other statements */
  rows?: number;
}

const FAILED_QUERY = Symbol('failedQuery');

const STATEMENT = /^\s*(?:with\b.*?\)\s*)?(insert into|update|delete from|select\b.*?\bfrom)\s+[`"[]?([\w.]+)/is;

/** What a statement does and to which table, without its text; undefined for what it cannot read. */
export function describeStatement(sql: string, values: number): FailedQuery | undefined {
  const match = STATEMENT.exec(sql);
  if (!match) return undefined;
  const verb = match[1]!.toLowerCase();
  const operation = verb.startsWith('select') ? 'select from' : verb;
  const failed: FailedQuery = { operation, table: match[2]! };
  if (operation === 'insert into') {
    const columns = /^[^(]*\(([^)]*)\)/.exec(sql.slice(match.index + match[0].length))?.[1];
    const count = columns ? columns.split(',').length : 0;
    if (count > 0) failed.rows = Math.round(values / count);
  }
  return failed;
}

/**
 * Watches the queries of `knex`: when one fails, its error's message loses the statement knex put in
 * front (see `compileSqlOnError` in dialect.ts, which keeps the values out of it too) and the error
 * remembers the query (`failedQueryOf`).
 */
export function describeQueryErrors(knex: Knex): void {
  knex.on('query-error', (error: unknown, query: { sql?: string; bindings?: unknown[] }) => {
    if (!error || typeof error !== 'object' || typeof query?.sql !== 'string') return;
    const err = error as { message?: unknown; [FAILED_QUERY]?: FailedQuery };
    const prefix = `${query.sql} - `;
    if (typeof err.message === 'string' && err.message.startsWith(prefix)) {
      err.message = err.message.slice(prefix.length);
    }
    const failed = describeStatement(query.sql, query.bindings?.length ?? 0);
    if (failed) err[FAILED_QUERY] = failed;
  });
}

/** The query an error came from, if a watched knex ran it. */
export function failedQueryOf(error: unknown): FailedQuery | undefined {
  return error && typeof error === 'object' ? (error as { [FAILED_QUERY]?: FailedQuery })[FAILED_QUERY] : undefined;
}

/** `insert into events, 800 rows`: a failed query as a log line names it. */
export function failedQueryText(failed: FailedQuery): string {
  return `${failed.operation} ${failed.table}${failed.rows === undefined ? '' : `, ${failed.rows} rows`}`;
}
