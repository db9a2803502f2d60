import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_DIST_DIR, ENTRY_POINTS } from '../../scripts/build-api';
import { ENV_VARIABLES, loadConfig } from '../../src/config';

// Docker is not available where this is developed: these checks hold the Dockerfile and compose.yaml to the product.
const root = resolve(import.meta.dirname, '../../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'studio-deploy-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const dockerignore = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim()).filter((line) => line && !line.startsWith('#'));

type Service = { command?: string[]; environment?: Record<string, string>; deploy?: { replicas?: number }; depends_on?: Record<string, unknown>; image?: string; build?: string };
const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

/** Compose's interpolation with nothing set but JWT_SECRET: `${X:-default}` is the default, `$$` a dollar. */
function interpolate(value: string): string {
  return value
    .replace(/\$\{JWT_SECRET:\?[^}]*\}/g, 'a-jwt-secret-of-at-least-32-characters')
    .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
    .replaceAll('$$', '$');
}
const environmentOf = (name: string) => Object.fromEntries(Object.entries(services[name]!.environment ?? {}).map(([key, value]) => [key, interpolate(String(value))]));

/** The instructions of one stage (`FROM … AS name` up to the next FROM). */
function stage(name: string): string {
  const stages = dockerfile.split(/^(?=FROM )/m);
  const found = stages.find((text) => new RegExp(`^FROM \\S+ AS ${name}\\b`).test(text));
  if (!found) throw new Error(`The Dockerfile has no stage "${name}"`);
  return found;
}
const workspaceManifests = ['apps', 'packages'].flatMap((folder) =>
  readdirSync(join(root, folder)).filter((name) => existsSync(join(root, folder, name, 'package.json'))).map((name) => `${folder}/${name}/package.json`),
);

describe('Dockerfile', () => {
  it('builds in one stage (npm ci, npm run build) and runs on production dependencies only', () => {
    expect(stage('build')).toMatch(/^RUN npm ci$/m);
    expect(stage('build')).toMatch(/^RUN npm run build$/m);
    expect(stage('production-dependencies')).toMatch(/^RUN npm ci --omit=dev/m);
    const runtime = stage('runtime');
    expect(runtime).toContain('COPY --from=production-dependencies /app ./');
    expect(runtime).toContain(`COPY --from=build /app/${relative(root, API_DIST_DIR)} ${relative(root, API_DIST_DIR)}`);
    expect(runtime).toContain('COPY --from=build /app/apps/web/dist apps/web/dist');
    expect(runtime).not.toMatch(/\btsx\b/);
  });

  it('copies every workspace manifest before installing, so npm ci installs every workspace', () => {
    for (const manifest of workspaceManifests) expect(stage('base')).toContain(`COPY ${manifest} ${manifest.replace('package.json', '')}`);
  });

  it('starts the compiled entry that npm run build produces, as the role its command names', () => {
    expect(Object.keys(ENTRY_POINTS)).toContain('main');
    expect(dockerfile).toContain(`ENTRYPOINT ["node", "--enable-source-maps", "${relative(root, join(API_DIST_DIR, 'main.js'))}"]`);
    expect(dockerfile).toContain('CMD ["--role", "all"]');
  });

  it('runs as an unprivileged user, exposes the default port and checks the health endpoint', () => {
    const runtime = stage('runtime');
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(loadConfig({ DATA_DIR: dataDir }).port).toBe(3000);
    expect(runtime).toMatch(/^HEALTHCHECK [\s\S]*\/healthz/m);
  });

  it('sets only variables the product reads (and glibc’s MALLOC_ARENA_MAX)', () => {
    const env = stage('runtime').match(/^ENV ([\s\S]*?)\n(?!\s)/m)![1]!;
    const names = [...env.matchAll(/([A-Z_]+)=/g)].map((match) => match[1]!);
    expect(names).toEqual(['NODE_ENV', 'PORT', 'DATA_DIR', 'MALLOC_ARENA_MAX']);
    for (const name of names.filter((name) => name !== 'MALLOC_ARENA_MAX')) expect(ENV_VARIABLES).toContain(name);
  });

  it('leaves dependencies and build output out of the context, and keeps what the build needs', () => {
    expect(dockerignore).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git']));
    for (const needed of ['package.json', 'package-lock.json', '.npmrc', 'apps', 'packages', ...workspaceManifests]) expect(dockerignore).not.toContain(needed);
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL, an S3-compatible store with its bucket, an SMTP catcher, one API and two workers', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'create-bucket', 'mailpit', 'minio', 'postgres', 'worker']);
    expect(services.api!.command).toEqual(['--role', 'api']);
    expect(services.worker!.command).toEqual(['--role', 'worker']);
    expect(services.api!.deploy?.replicas ?? 1).toBe(1);
    expect(services.worker!.deploy?.replicas).toBe(2);
    for (const name of ['api', 'worker']) {
      expect(services[name]).toMatchObject({ build: '.', image: 'storybook-studio' });
      expect(Object.keys(services[name]!.depends_on ?? {}).sort()).toEqual(['create-bucket', 'mailpit', 'postgres']);
    }
  });

  it('configures the product only through variables its config reads, and they pass its checks', () => {
    for (const name of ['api', 'worker']) {
      const environment = environmentOf(name);
      for (const variable of Object.keys(environment)) expect(ENV_VARIABLES, `${name} sets ${variable}`).toContain(variable);
      const config = loadConfig({ ...environment, DATA_DIR: dataDir });
      expect(config).toMatchObject({
        env: 'production',
        database: { kind: 'postgres' },
        storage: { kind: 's3', bucket: 'storybook-studio', endpoint: 'http://minio:9000', forcePathStyle: true },
        mail: { smtpUrl: 'smtp://mailpit:1025' },
      });
      expect(config.workerPort).toBe(name === 'worker' ? 3000 : null);
    }
  });

  it('points the product at the services compose runs, and at the bucket it creates', () => {
    const environment = environmentOf('api');
    expect(Object.keys(services)).toEqual(expect.arrayContaining([new URL(environment.DATABASE_URL!).hostname, new URL(environment.S3_ENDPOINT!).hostname, new URL(environment.SMTP_URL!).hostname]));
    expect(new URL(environment.DATABASE_URL!).username).toBe(services.postgres!.environment!.POSTGRES_USER);
    expect(environment.S3_ACCESS_KEY_ID).toBe(interpolate(services.minio!.environment!.MINIO_ROOT_USER!));
    expect(environment.S3_SECRET_ACCESS_KEY).toBe(interpolate(services.minio!.environment!.MINIO_ROOT_PASSWORD!));
    expect(String(services['create-bucket']!.command)).toContain(`mc mb --ignore-existing store/${environment.S3_BUCKET}`);
  });
});
