import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

/** The API's source folder, and the path of a file in it as the tests name it (`modules/books/repo.ts`). */
export const SRC = join(import.meta.dirname, '../../src');
const named = (file: string): string => relative(SRC, file);

/**
 * Which source files of the API each one imports (values, types and re-exports alike), resolved by the
 * TypeScript compiler as `tsc` resolves them. Tests and declaration files are left out.
 */
export function importGraph(): Map<string, string[]> {
  const configFile = ts.findConfigFile(join(SRC, '..'), ts.sys.fileExists);
  if (!configFile) throw new Error('apps/api has no tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configFile));
  const files = ts.sys.readDirectory(SRC, ['.ts']).filter((file) => !file.endsWith('.test.ts') && !file.endsWith('.d.ts'));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = importedFiles.flatMap(({ fileName }) => {
      const resolved = ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName;
      return resolved && !resolved.includes('/node_modules/') && resolved.startsWith(SRC) ? [named(resolved)] : [];
    });
    graph.set(named(file), [...new Set(targets)]);
  }
  return graph;
}

/** The API module a file belongs to (`modules/<module>/…`), or null for the composition root, lib, infra and the rest. */
export const moduleOf = (file: string): string | null => /^modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** One loop of the graph, as the nodes it passes in order (the first repeated at the end), or null when there is none. */
export function findLoop(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (node: string): string[] | null => {
    if (onPath.has(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    path.push(node);
    onPath.add(node);
    for (const next of graph.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    path.pop();
    onPath.delete(node);
    done.add(node);
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}

/** Which modules each module imports, with one file import that makes each edge (to say where a loop is). */
export function moduleGraph(files: ReadonlyMap<string, readonly string[]>): { graph: Map<string, string[]>; because: Map<string, string> } {
  const graph = new Map<string, Set<string>>();
  const because = new Map<string, string>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from) continue;
      graph.set(from, (graph.get(from) ?? new Set()).add(to));
      if (!because.has(`${from} → ${to}`)) because.set(`${from} → ${to}`, `${file} imports ${target}`);
    }
  }
  return { graph: new Map([...graph].map(([module, targets]) => [module, [...targets].sort()])), because };
}
