import { cp, rm } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { join, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

const apiDir = resolve(import.meta.dirname, '..');
const rootNodeModules = resolve(apiDir, '../../node_modules');

/** Where `npm run build` puts the compiled API. */
export const API_DIST_DIR = join(apiDir, 'dist');

/**
 * The entry points production runs: the server (every role), the admin command, and the worker thread
 * uploaded PDFs are read in (found beside the bundle, ADR 030); each compiles to `<name>.js`.
 */
export const ENTRY_POINTS = { main: join(apiDir, 'src/main.ts'), admin: join(apiDir, 'src/cli/admin.ts'), 'pdf-worker': join(apiDir, 'src/infra/pdf/pdf-worker.ts') };

/** Files the compiled code reads next to itself (`import.meta.dirname`): the SQL migrations and drizzle's journal. */
const RUNTIME_ASSETS = [{ from: join(apiDir, 'src/db/migrations'), to: 'migrations' }];

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * Leaves a package to be loaded from node_modules at run time when Node would find the same copy there
 * from the output folder (the hoisted one); bundles the rest: our workspace packages (TypeScript sources)
 * and any package a workspace keeps its own version of (packages/illustrator's p-limit 6, where the
 * root has p-limit 3).
 */
const externalHoistedPackages: Plugin = {
  name: 'external-hoisted-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || isBuiltin(args.path)) return undefined;
      const resolved = await pluginBuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'resolving' });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      const hoisted = resolved.path.startsWith(join(rootNodeModules, packageName(args.path)) + sep);
      return hoisted ? { path: args.path, external: true } : resolved;
    });
  },
};

/**
 * Compiles the API (and the workspace packages it imports) to JavaScript in `outDir`, with the files it
 * reads at run time beside it. `outDir` must sit two folders below the repository root (as apps/api/dist
 * does), where the compiled code finds node_modules and the built web app (`../../web/dist`).
 */
export async function buildApi(outDir = API_DIST_DIR): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalHoistedPackages],
  });
  for (const asset of RUNTIME_ASSETS) await cp(asset.from, join(outDir, asset.to), { recursive: true });
}
