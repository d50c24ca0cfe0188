import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { serverProtocol } from './http/appServer';
import { publicAddress } from './http/publicAddress';
import { startInstance } from './instance';
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
const log = (line: string) => console.log(line);
if (config.seedExamples) await seedExamples(db.knex, log);
const { server, stop } = await startInstance(config, db, log);
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

// Drained (see Instance.stop: on SIGTERM a notice for the load balancer first, then requests in
// flight finish), then the database closes. A second signal does not wait.
let stopping = false;
const shutDown = (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1);
  stopping = true;
  console.log('Protolab is stopping: finishing the requests in flight');
  void stop({ notice: signal === 'SIGTERM' })
    .then(() => db.close())
    .then(() => process.exit(0));
};
process.on('SIGINT', shutDown);
process.on('SIGTERM', shutDown);
