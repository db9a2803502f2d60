import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { registerCustomerData } from '../../src/customer-lifecycle-registry';
import { CustomerLifecycleRegistry } from '../../src/customer-lifecycle';
import type { AppContext } from '../../src/app-context';
import { SRC, moduleOf } from './import-graph';

/** Every table of apps/api/src/db/schema and the one module whose repo reads and writes it. */
const OWNERS: Record<string, string> = {
  customers: 'auth',
  refreshTokens: 'auth',
  verificationCodes: 'auth',
  passwordResetTokens: 'auth',
  auditLog: 'audit',
  plans: 'plans',
  creditPackages: 'credits',
  creditTransactions: 'credits',
  creditHolds: 'credits',
  subscriptions: 'subscriptions',
  payments: 'payments',
  refunds: 'payments',
  books: 'books',
  bookImages: 'books',
  characterImages: 'characters',
  pdfExports: 'pdf-exports',
  contactMessages: 'contact',
  closedAccountHistory: 'privacy',
  savedCharacters: 'saved-characters',
  epubExports: 'epub-exports',
  jobs: 'jobs',
  rateLimitHits: 'rate-limits',
  settings: 'settings',
  adminAlerts: 'alerts',
  printPriceLists: 'print-orders',
  printOrders: 'print-orders',
  printOrderEvents: 'print-orders',
  printProviderEvents: 'print-orders',
  shareLinks: 'share-links',
  stories: 'stories',
  storyIdeas: 'stories',
  storyPages: 'stories',
  uploadedBooks: 'uploaded-books',
};

const tables = Object.entries(schema as Record<string, unknown>).filter((entry): entry is [string, PgTable] => is(entry[1], PgTable));

/** Every table's name in SQL (`print_orders`) → its name in the schema (`printOrders`). */
const sqlNames = new Map(tables.map(([name, table]) => [getTableConfig(table).name, name]));

/**
 * The schema names of the tables a source text names in SQL written by hand (a string or template
 * literal such as sql`select email from customers`), wherever it is; comments are not literals.
 */
function tablesNamedInSql(fileName: string, text: string): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      for (const [, table] of node.text.matchAll(/\b(?:from|join|into|update|table|references)\s+"?([a-z_]+)"?/gi)) {
        if (sqlNames.has(table!.toLowerCase())) found.add(sqlNames.get(table!.toLowerCase())!);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest));
  return [...found];
}

/** Which files use each table, by the value imports of db/schema (a row type taken with `import type` reads nothing). */
function tableUsers(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of ts.sys.readDirectory(SRC, ['.ts']).filter((name) => !name.endsWith('.test.ts') && !name.includes('/db/'))) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !/\/db\/schema(\/|$)/.test(statement.moduleSpecifier.text)) continue;
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      const named = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements.filter((element) => !element.isTypeOnly) : [];
      if (clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) throw new Error(`${file} imports every table at once: name the tables it uses`);
      for (const element of named) {
        const table = (element.propertyName ?? element.name).text;
        users.set(table, [...(users.get(table) ?? []), file.slice(SRC.length + 1)]);
      }
    }
  }
  return users;
}

describe('each table has exactly one owning module', () => {
  const users = tableUsers();

  it('names an owner for every table of the schema, and no table that is not one', () => {
    expect(Object.keys(OWNERS).sort()).toEqual(tables.map(([name]) => name).sort());
  });

  it('lets only modules use tables, each table only its owner (no joins into another module’s table: ask its owner)', () => {
    const outsideModules = [...users].flatMap(([table, files]) => files.filter((file) => !moduleOf(file)).map((file) => `${table} used by ${file}`));
    expect(outsideModules).toEqual([]);
    const intruders = [...users].flatMap(([table, files]) => files.filter((file) => moduleOf(file) !== OWNERS[table]).map((file) => `${table} used by ${file}`));
    expect(intruders).toEqual([]);
  });

  it('finds a table named in hand-written SQL, and not one named in a comment', () => {
    const source = "// select from print_orders\nconst a = sql`select email from customers where id = ${id}`;\nconst b = 'delete from story_pages';";
    expect(tablesNamedInSql('sample.ts', source).sort()).toEqual(['customers', 'storyPages']);
  });

  it('has no module naming another module’s table in hand-written SQL', () => {
    const named = ts.sys
      .readDirectory(SRC, ['.ts'])
      .filter((file) => !file.endsWith('.test.ts') && moduleOf(file.slice(SRC.length + 1)))
      .flatMap((file) => {
        const module = moduleOf(file.slice(SRC.length + 1))!;
        return tablesNamedInSql(file, ts.sys.readFile(file) ?? '').filter((table) => OWNERS[table] !== module).map((table) => `${table} named by ${file.slice(SRC.length + 1)}`);
      });
    expect(named).toEqual([]);
  });

  it('has every table used by its owner', () => {
    const unused = tables.map(([name]) => name).filter((name) => !(users.get(name) ?? []).some((file) => moduleOf(file) === OWNERS[name]));
    expect(unused).toEqual([]);
  });
});

describe('every table holding a customer’s or a story’s rows is registered for the customer lifecycle', () => {
  const registry = registerCustomerData(new CustomerLifecycleRegistry<AppContext>());
  const registered = new Map(registry.all().flatMap((holder) => holder.tables.map((table) => [table, holder.module] as const)));

  /** Tables with a column referencing a customer or a story, and the customers table itself. */
  const holdingCustomerData = tables.filter(([, table]) => table === schema.customers || getTableConfig(table).foreignKeys.some((key) => [schema.customers, schema.stories].includes(key.reference().foreignTable as never)));

  it('finds the tables that hold customer data', () => {
    expect(holdingCustomerData.map(([name]) => name)).toEqual(expect.arrayContaining(['customers', 'stories', 'storyPages', 'bookImages', 'payments', 'shareLinks', 'contactMessages']));
  });

  it('has each registered by its owning module', () => {
    const unregistered = holdingCustomerData.filter(([, table]) => !registered.has(table)).map(([name]) => name);
    expect(unregistered, 'a table holding a customer id or a story id has no registration in customer-lifecycle-registry.ts').toEqual([]);
    const byAnother = holdingCustomerData.filter(([name, table]) => registered.has(table) && registered.get(table) !== OWNERS[name]).map(([name, table]) => `${name} registered by ${registered.get(table)}, owned by ${OWNERS[name]}`);
    expect(byAnother).toEqual([]);
  });

  it('refuses a second registration of a table', () => {
    expect(() => registry.register({ module: 'someone-else', tables: [schema.stories] })).toThrow(/already registered/);
  });
});
