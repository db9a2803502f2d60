// The import rules of docs/ARCHITECTURE.md as eslint-plugin-import `no-restricted-paths` zones,
// computed from the folders so a new feature or module is covered without touching the config.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const subfolders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** @param {string} root the repository root */
export function importBoundaryZones(root) {
  const web = './apps/web/src';
  const features = subfolders(join(root, web, 'features'));
  const webZones = [
    {
      target: [`${web}/lib`, `${web}/components`],
      from: [`${web}/features`, `${web}/app`],
      message: 'lib/ and components/ are shared by every feature: they may not import from features/ or app/.',
    },
    { target: `${web}/features`, from: `${web}/app`, message: 'features/ may not import from app/; app/ composes features.' },
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message: 'A feature may not import another feature: compose them in app/pages/, or move what both need to lib/ or components/.',
    })),
  ];

  const api = './apps/api/src';
  const modules = subfolders(join(root, api, 'modules'));
  const outsideModules = readdirSync(join(root, api)).filter((name) => name !== 'modules');
  const apiZones = modules.map((module) => ({
    target: [...outsideModules.map((name) => `${api}/${name}`), ...modules.filter((other) => other !== module).map((other) => `${api}/modules/${other}`)],
    from: `${api}/modules/${module}/*repo.ts`,
    message: `Only the ${module} module may use its repo: call one of its service functions instead.`,
  }));

  return [...webZones, ...apiZones];
}

const passThrough = 'A repo is private to its module: other modules call its purpose-named service functions, so a file may not re-export repo functions.';

/** `no-restricted-syntax` selectors refusing a value re-export of a repo (`export { x } from './repo'`, `export * from './repo'`); row types may be shared. */
export const repoReexports = [
  { selector: "ExportNamedDeclaration[exportKind='value'][source.value=/repo$/]", message: passThrough },
  { selector: 'ExportAllDeclaration[source.value=/repo$/]', message: passThrough },
];
