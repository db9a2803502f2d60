import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './lib/logger';
import { installProcessFaultHandlers } from './process-faults';
import { ROLES, startProduct, type ProcessRole, type RunningProduct } from './start';

function parseRole(argv: string[]): ProcessRole {
  const index = argv.indexOf('--role');
  const value = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length);
  if (value === undefined) return 'all';
  if ((ROLES as readonly string[]).includes(value)) return value as ProcessRole;
  console.error(`Unknown --role "${value}". Use one of: ${ROLES.join(', ')}.`);
  process.exit(2);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const role = parseRole(process.argv);
const log = createLogger(config.logLevel);
let product: RunningProduct | null = null;
// One shutdown for signals and faults alike: whichever comes second waits for the one under way.
let stopping: Promise<void> | null = null;
const stopProduct = () => (stopping ??= product?.stop() ?? Promise.resolve());
installProcessFaultHandlers({ log, shutdown: stopProduct });

product = await startProduct(config, log, { role });
const port = role === 'worker' ? config.workerPort : config.port;
if (product.app && port !== null) await product.app.listen({ port, host: config.host });
const where = role === 'worker' ? (product.app ? ` (health and metrics on port ${port})` : '') : ` on ${config.publicUrl}`;
log.info({ role, database: product.context.database.kind, dataDir: config.dataDir }, `Storybook studio is running (${role})${where}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    log.info({ signal }, 'shutting down');
    stopProduct().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
