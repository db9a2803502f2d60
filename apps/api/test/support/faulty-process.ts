// A process with the product's fault handlers, made to meet a fault (spawned by process-faults.test.ts):
//   stray-rejection   an HTTP server on 127.0.0.1 (closed by the shutdown), then a rejection nobody handles;
//   exit-after-lines  three log lines, then an exit in the same tick (as after a fault's shutdown);
//   unrecorded-job    pg-boss on DATABASE_URL (else PGlite from PGLITE_TEMPLATE) whose database fails the
//                     statement recording a finished job, as a connection lost at that moment would; then
//                     it stops by itself;
//   fault-in-request  a Fastify app with the product's request scope, whose routes raise faults no promise
//                     of the handler holds (a throwing timer, a stream error with no listener); it requests
//                     them, logs each answer, and then a healthy route, and stops by itself.
import type { FastifyBaseLogger } from 'fastify';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../src/db/client';
import { createLogger } from '../../src/lib/logger';
import { FAULT_EXIT_CODE, installProcessFaultHandlers } from '../../src/process-faults';

const log = createLogger('info');

async function strayRejection(): Promise<void> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  installProcessFaultHandlers({
    log,
    shutdown: async () => {
      server.close();
      await once(server, 'close');
      log.info('closed what it held');
    },
  });
  void Promise.reject(new Error('stray rejection'));
}

async function exitAfterLines(): Promise<void> {
  for (const line of [1, 2, 3]) log.info({ line }, 'written before the exit');
  process.exit(FAULT_EXIT_CODE);
}

async function unrecordedJob(): Promise<void> {
  // Loaded here, so the other modes start in a fraction of the time.
  const [{ openDatabase }, { createBoss }] = await Promise.all([import('../../src/db/client'), import('../../src/infra/queue/create-boss')]);
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dir: null, template: process.env.PGLITE_TEMPLATE || undefined });
  let connectionLost: (() => void) | null = null;
  const flaky: Database = {
    ...database,
    query: (text, values) => {
      if (!connectionLost) return database.query(text, values);
      connectionLost();
      connectionLost = null;
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    },
  };
  const boss = createBoss(flaky);
  installProcessFaultHandlers({ log, shutdown: () => boss.stop({ graceful: false, wait: true }).then(() => database.close()) });
  await boss.start();
  await boss.createQueue('faulty');
  const queueJobId = (await boss.send('faulty', {}))!;
  // The handler's end is the moment pg-boss sends the statement recording the job as completed: lose the connection then.
  const lost = new Promise<void>((resolve) => {
    void boss.work('faulty', async () => {
      connectionLost = resolve;
    });
  });
  await lost;
  await sleep(200);
  const job = await boss.getJobById('faulty', queueJobId);
  log.info({ queueJobId, state: job?.state }, 'still running after the lost write');
  await boss.stop({ graceful: false, wait: true });
  await database.close();
}

async function faultInRequest(): Promise<void> {
  const [{ default: fastify }, { Readable, PassThrough }, { registerErrorHandler }, { registerRequestLogScope }] = await Promise.all([
    import('fastify'),
    import('node:stream'),
    import('../../src/errors/error-handler'),
    import('../../src/plugins/request-log-scope'),
  ]);
  const app = fastify({ loggerInstance: log as FastifyBaseLogger });
  registerErrorHandler(app);
  registerRequestLogScope(app);
  app.get('/throws-later', () => new Promise(() => setTimeout(() => { throw new Error('thrown by a timer'); }, 5)));
  app.get('/stream-fails', (_request, reply) => {
    async function* rows() {
      yield 'a,b\n';
      throw new RangeError('Invalid time value');
    }
    // `pipe` forwards no error: the source's is uncaught, as the order export's was.
    return reply.send(Readable.from(rows()).pipe(new PassThrough()));
  });
  app.get('/rejects-unawaited', async () => {
    void Promise.reject(new Error('a write nobody awaited'));
    return { ok: true };
  });
  app.get('/healthy', async () => ({ ok: true }));
  installProcessFaultHandlers({ log, shutdown: () => app.close() });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  for (const path of ['/throws-later', '/stream-fails', '/rejects-unawaited', '/healthy']) {
    const answer = await fetch(`${address}${path}`).then(
      async (response) => ({ status: response.status, body: await response.text().catch(() => 'cut off') }),
      (error: Error) => ({ status: 0, body: error.message }),
    );
    log.info({ path, ...answer }, 'answered');
  }
  await app.close();
}

const modes: Record<string, () => Promise<void>> = {
  'stray-rejection': strayRejection,
  'exit-after-lines': exitAfterLines,
  'unrecorded-job': unrecordedJob,
  'fault-in-request': faultInRequest,
};
await modes[process.argv[2]!]!();
