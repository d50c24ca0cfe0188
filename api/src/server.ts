import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { createAppServer, serverProtocol } from './http/appServer';
import { publicAddress } from './http/publicAddress';
import { imageStoreFor } from './infrastructure/imageStore';
import { createMailOutbox } from './infrastructure/mailOutbox';
import { createTokenService, loadJwtSecret } from './infrastructure/tokens';
import { startRealtime } from './realtime/startRealtime';
import { externalTokenVerifier } from './services/externalLogin';
import { seedExamples } from './seed/seedExamples';

/** The settings, or the reason they cannot be used, said in one line (a missing certificate file…). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Protolab cannot start: ${error.message}`);
    process.exit(1);
  }
}

const config = configOrExit();
const protocol = serverProtocol(config);
const db = await openDatabase(config);
const tokens = createTokenService(await loadJwtSecret(db.knex, config.jwtSecret));
const log = (line: string) => console.log(line);
if (config.seedExamples) await seedExamples(db.knex, log);

const base = {
  knex: db.knex,
  engine: db.engine,
  config,
  tokens,
  log,
  images: imageStoreFor(config.dataDir),
  mail: createMailOutbox({ knex: db.knex, config, log }),
  verifyExternalToken: externalTokenVerifier(config),
};
const realtime = await startRealtime(base);
const server = createAppServer(config, createApp({ ...base, realtime }).callback());
realtime.attach(server);
server.listen(config.port, () => {
  const where = config.engine === 'pg' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Protolab is running at ${protocol}://localhost:${config.port}/ (${where})`);
  const testers = publicAddress(config, { protocol, host: `localhost:${config.port}` });
  console.log(
    testers
      ? `Testers (phones too) reach it at ${testers.url}/ — share links and QR codes use this address`
      : 'No network address found: phones cannot reach this machine; set PUBLIC_URL to share tests',
  );
});

// The sockets close first (the server waits for its connections), then the database.
const stop = () => void realtime.close().then(() => server.close(() => void db.close().then(() => process.exit(0))));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
