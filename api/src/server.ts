import { createServer } from 'node:http';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { publicAddress } from './http/publicAddress';
import { createTokenService, loadJwtSecret } from './infrastructure/tokens';
import { startRealtime } from './realtime/startRealtime';
import { seedExamples } from './seed/seedExamples';

const config = loadConfig();
const db = await openDatabase(config);
const tokens = createTokenService(await loadJwtSecret(db.knex, config.jwtSecret));
const log = (line: string) => console.log(line);
if (config.seedExamples) await seedExamples(db.knex, log);

const base = { knex: db.knex, engine: db.engine, config, tokens, log };
const realtime = await startRealtime(base);
const server = createServer(createApp({ ...base, realtime }).callback());
realtime.attach(server);
server.listen(config.port, () => {
  const where = config.engine === 'pg' ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
  console.log(`Protolab is running at http://localhost:${config.port}/ (${where})`);
  const testers = publicAddress(config, { protocol: 'http', host: `localhost:${config.port}` });
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
