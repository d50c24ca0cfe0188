import type { Knex } from 'knex';
import type { Config, Engine } from './config';
import type { TokenService } from './infrastructure/tokens';

/** What route modules get: the database, configuration and the shared services. */
export interface Deps {
  knex: Knex;
  engine: Engine;
  config: Config;
  tokens: TokenService;
  log: (line: string) => void;
}
