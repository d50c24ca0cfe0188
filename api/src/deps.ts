import type { Knex } from 'knex';
import type { Config, Engine } from './config';
import type { ImageStore } from './infrastructure/imageStore';
import type { MailOutbox } from './infrastructure/mailOutbox';
import type { TokenService } from './infrastructure/tokens';
import type { RealtimePublisher } from './realtime/publisher';
import type { ExternalTokenVerifier } from './services/externalLogin';

/** What route modules get: the database, configuration and the shared services. */
export interface Deps {
  knex: Knex;
  engine: Engine;
  config: Config;
  tokens: TokenService;
  log: (line: string) => void;
  /** Image bytes (uploads and profile pictures), made once with the deps. */
  images: ImageStore;
  /** Outgoing mail; one per app instance, as its queue worker runs until the database closes. */
  mail: MailOutbox;
  /** Checks identity-provider tokens; undefined when no provider is configured. */
  verifyExternalToken: ExternalTokenVerifier | undefined;
  /** Pushes stored revisions and team changes to the co-editing sockets (noRealtime without a server). */
  realtime: RealtimePublisher;
  /** Set once the instance is stopping: /health answers 503 so that load balancers send no more. */
  lifecycle: { draining: boolean };
}
