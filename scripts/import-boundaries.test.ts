import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Lints code as if it stood at `filePath` in the real tree with the real config, so the rules are tested as `npm run lint` applies them.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import/no-restricted-paths').map((message) => message.message);
}

describe('web imports go one way: lib/components → features → app, never feature → feature', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/pricing/components/example.tsx',
      "import { useCreditBalance } from '../../credits/api/get-credit-balance';\nexport const hook = useCreditBalance;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature may not import another feature')]);
  });

  it('refuses lib or components importing a feature, and a feature importing app', async () => {
    expect(await boundaryErrors('apps/web/src/lib/example.ts', "import { useCreditBalance } from '../features/credits/api/get-credit-balance';\nexport const hook = useCreditBalance;\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/components/ui/example.tsx', "import { routes } from '../../app/routes';\nexport const all = routes;\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/features/credits/example.ts', "import { routes } from '../../app/routes';\nexport const all = routes;\n")).toHaveLength(1);
  });

  it('allows a feature its own files and lib, and app any feature', async () => {
    expect(await boundaryErrors('apps/web/src/features/credits/components/example.tsx', "import { useCreditBalance } from '../api/get-credit-balance';\nimport { cn } from '../../../lib/cn';\nexport const both = [useCreditBalance, cn];\n")).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/pages/example.tsx', "import { useCreditBalance } from '../../features/credits/api/get-credit-balance';\nexport const hook = useCreditBalance;\n")).toEqual([]);
  });
});

describe("an API module's repo is used only inside that module", () => {
  it('refuses another module importing it, values and types alike', async () => {
    expect(await boundaryErrors('apps/api/src/modules/books/example.ts', "import { findStory } from '../stories/repo';\nexport const find = findStory;\n")).toEqual([
      expect.stringContaining('Only the stories module may use its repo'),
    ]);
    expect(await boundaryErrors('apps/api/src/modules/books/example.ts', "import type { LedgerRow } from '../credits/ledger-repo';\nexport type Row = LedgerRow;\n")).toEqual([
      expect.stringContaining('Only the credits module may use its repo'),
    ]);
    expect(await boundaryErrors('apps/api/src/cli/example.ts', "import { findCustomerByEmail } from '../modules/auth/repo';\nexport const find = findCustomerByEmail;\n")).toHaveLength(1);
  });

  it("allows the module its own repo, and others the module's services", async () => {
    expect(await boundaryErrors('apps/api/src/modules/stories/example.ts', "import { findStory } from './repo';\nexport const find = findStory;\n")).toEqual([]);
    expect(await boundaryErrors('apps/api/src/modules/books/example.ts', "import { storyById } from '../stories/story-access';\nexport const find = storyById;\n")).toEqual([]);
  });
});

describe('no pass-through files: a repo is never re-exported', () => {
  async function reexportErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
  }

  it("refuses re-exporting a repo's functions, by name or all at once, in the module itself too", async () => {
    expect(await reexportErrors('apps/api/src/modules/stories/story-records.ts', "export { findStory, updateStory } from './repo';\n")).toEqual([expect.stringContaining('may not re-export repo functions')]);
    expect(await reexportErrors('apps/api/src/modules/credits/all.ts', "export * from './ledger-repo';\n")).toHaveLength(1);
  });

  it('allows sharing row types, and re-exporting a service', async () => {
    expect(await reexportErrors('apps/api/src/modules/stories/example.ts', "export type { StoryRow } from './repo';\n")).toEqual([]);
    expect(await reexportErrors('apps/api/src/modules/stories/example.ts', "export { storyById } from './story-access';\n")).toEqual([]);
  });
});
