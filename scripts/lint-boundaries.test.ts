import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps the web app's dependencies pointing one way: app → features → components / lib. */
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });
async function restricted(filePath: string, code: string, rule = 'no-restricted-imports'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('web import boundaries (eslint.config.js)', () => {
  it('refuses a component or a lib file importing a feature or the app', async () => {
    expect(await restricted('web/components/ui/x.tsx', "import { useSession } from '@web/features/auth';\nexport const a = useSession;\n")).not.toEqual([]);
    expect(await restricted('web/components/ui/x.tsx', "import { useSession } from '@web/features/auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
    expect(await restricted('web/components/ui/x.tsx', "import { x } from '../../features/shop/api/get-product';\nexport const a = x;\n")).toHaveLength(1);
    expect(await restricted('web/lib/x.ts', "import { routes } from '@web/app/router';\nexport const a = routes;\n")).toHaveLength(1);
    expect(await restricted('web/lib/x.ts', "import { notify } from '@web/features/notifications';\nexport const a = notify;\n")).not.toEqual([]);
    expect(await restricted('web/lib/x.ts', "import { notify } from '../features/notifications/notify';\nexport const a = notify;\n")).toHaveLength(1);
    expect(await restricted('web/components/form/x.tsx', "import { RootLayout } from '../../app/layout/root-layout';\nexport const a = RootLayout;\n")).toHaveLength(1);
  });

  it('keeps the rule that the web app never imports server code, in every web block', async () => {
    const code = "import { buildApp } from '@server/app';\nexport const a = buildApp;\n";
    for (const file of ['web/app/routes/x.tsx', 'web/components/ui/x.tsx', 'web/lib/x.ts', 'web/features/shop/components/x.tsx', 'web/features/shop/filters.ts']) {
      expect(await restricted(file, code), file).toHaveLength(1);
    }
  });

  it('refuses a feature importing the app, or another feature by a relative path', async () => {
    expect(await restricted('web/features/shop/components/x.tsx', "import { RootLayout } from '@web/app/layout/root-layout';\nexport const a = RootLayout;\n")).toHaveLength(1);
    // Another feature's files are reached by the alias, never by a path that climbs out of the feature, at any depth.
    expect(await restricted('web/features/shop/components/x.tsx', "import { useSession } from '../../auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/x.ts', "import { useSession } from '../auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/components/seller/x.tsx', "import { useSession } from '../../../auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
  });

  it('refuses a feature’s folder root or an index barrel, from the app and from features alike', async () => {
    // web/features has no barrels (docs/architecture.md): a bare feature import names a folder, not a file.
    for (const file of ['web/app/routes/x.tsx', 'web/app/router.test.ts', 'web/features/news/components/x.tsx', 'web/features/news/x.ts']) {
      expect(await restricted(file, "import { useShopHome } from '@web/features/shop';\nexport const a = useShopHome;\n"), file).toHaveLength(1);
      expect(await restricted(file, "import { useShopHome } from '@web/features/shop/index';\nexport const a = useShopHome;\n"), file).toHaveLength(1);
    }
    expect(await restricted('web/app/routes/shop/x.tsx', "import { useShopHome } from '../../../features/shop';\nexport const a = useShopHome;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/x.ts', "import { useSession } from '../auth';\nexport const a = useSession;\n")).not.toEqual([]);
    expect(await restricted('web/features/shop/components/seller/x.tsx', "import { useSession } from '../../../auth';\nexport const a = useSession;\n")).not.toEqual([]);
  });

  it('refuses a barrel file in web/features: an index.ts, or a file that re-exports', async () => {
    const barrel = "export { useShopHome } from './api/get-shop-home';\n";
    expect(await restricted('web/features/x/index.ts', barrel, 'no-restricted-syntax')).not.toEqual([]);
    expect(await restricted('web/features/x/index.ts', 'export const a = 1;\n', 'no-restricted-syntax')).toHaveLength(1);
    expect(await restricted('web/features/shop/lib/x.ts', barrel, 'no-restricted-syntax')).toHaveLength(1);
    expect(await restricted('web/features/shop/lib/x.ts', "export * from './y';\n", 'no-restricted-syntax')).toHaveLength(1);
    // The date rules stay in force in web/features (its block repeats them).
    expect(await restricted('web/features/shop/lib/x.ts', 'export const a = new Intl.DateTimeFormat();\n', 'no-restricted-syntax')).toHaveLength(1);
    expect(await restricted('web/features/shop/lib/x.ts', "import { y } from './y';\nexport const a = y;\n", 'no-restricted-syntax')).toEqual([]);
  });

  it('has a feature reach its own files by relative paths, not through its own alias', async () => {
    expect(await restricted('web/features/shop/components/x.tsx', "import { useShopHome } from '@web/features/shop';\nexport const a = useShopHome;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/components/x.tsx', "import { x } from '@web/features/shop/api/get-product';\nexport const a = x;\n")).toHaveLength(1);
    const own = "import { x } from '../api/get-product';\nimport { Price } from './price';\nimport { y } from '../../shop/api/get-shop-home';\nexport const a = [x, Price, y];\n";
    expect(await restricted('web/features/shop/components/x.tsx', own)).toHaveLength(1);
    expect(await restricted('web/features/shop/components/seller/x.tsx', "import { x } from '../../api/get-product';\nimport { Price } from '../price';\nexport const a = [x, Price];\n")).toEqual([]);
  });

  it('allows a feature to use another feature’s files where they are defined, and components and lib', async () => {
    const code = "import { useSession } from '@web/features/auth/api/get-profile';\nimport { Spinner } from '@web/components/ui/spinner';\nimport { api } from '@web/lib/api-client';\nexport const a = [useSession, Spinner, api];\n";
    expect(await restricted('web/features/shop/components/x.tsx', code)).toEqual([]);
    expect(await restricted('web/features/shop/x.ts', code)).toEqual([]);
    expect(await restricted('web/app/routes/x.tsx', "import { x } from '@web/features/shop/api/get-product';\nexport const a = x;\n")).toEqual([]);
  });
});

describe('server import boundaries (eslint.config.js)', () => {
  it('keeps test support under server/test: a module’s own file importing vitest or the test support is refused, a module’s test is not', async () => {
    expect(await restricted('server/modules/messenger/test-support.ts', "import { vi } from 'vitest';\nexport const a = vi;\n")).toHaveLength(1);
    expect(await restricted('server/modules/push/kit.ts', "import { buildTestApp } from '../../test/app';\nexport const a = buildTestApp;\n")).toHaveLength(1);
    expect(await restricted('server/modules/push/push.test.ts', "import { vi } from 'vitest';\nimport { buildTestApp } from '../../test/app';\nexport const a = [vi, buildTestApp];\n")).toEqual([]);
  });

  it('refuses a module importing another module past its index', async () => {
    expect(await restricted('server/modules/shop/x.ts', "import { users } from '../users/users.repository';\nexport const a = users;\n")).toHaveLength(1);
    expect(await restricted('server/modules/shop/x.service.ts', "import { recordAudit } from '../audit/audit.service';\nexport const a = recordAudit;\n")).toHaveLength(1);
    expect(await restricted('server/modules/shop/x.repository.ts', "import { users } from '../users/users.table';\nexport const a = users;\n")).toHaveLength(1);
    expect(await restricted('server/modules/shop/x.ts', "import { users } from '../../modules/users';\nexport const a = users;\n")).toHaveLength(1);
    const allowed = "import { recordAudit } from '../audit';\nimport { users } from '../users';\nimport * as repo from './shop.repository';\nimport { paged } from '../../lib/paging';\nexport const a = [recordAudit, users, repo, paged];\n";
    expect(await restricted('server/modules/shop/x.service.ts', allowed)).toEqual([]);
  });

  it('lets a table file name only the tables its foreign keys point at', async () => {
    expect(await restricted('server/modules/shop/shop.table.ts', "import { users } from '../users/users.table';\nimport { regions } from '../users/geo.table';\nexport const a = [users, regions];\n")).toEqual([]);
    expect(await restricted('server/modules/shop/shop.table.ts', "import { users } from '../users';\nexport const a = users;\n")).toHaveLength(1);
    expect(await restricted('server/modules/shop/shop.table.ts', "import { news } from '../news/news.table';\nexport const a = news;\n")).toHaveLength(1);
    expect(await restricted('server/modules/shop/shop.table.ts', "import { x } from '../users/users.service';\nexport const a = x;\n")).toHaveLength(1);
  });

  it('refuses server/lib, plugins, db and realtime importing a module', async () => {
    const code = "import { findSessionUser } from '../modules/users';\nexport const a = findSessionUser;\n";
    for (const file of ['server/lib/x.ts', 'server/plugins/x.ts', 'server/db/x.ts', 'server/realtime/x.ts']) {
      expect(await restricted(file, code), file).toHaveLength(1);
    }
    expect(await restricted('server/plugins/x.ts', "import { users } from '../modules/users/users.table';\nexport const a = users;\n")).toHaveLength(1);
    expect(await restricted('server/lib/x.ts', "import { allow } from '../plugins/auth';\nexport const a = allow;\n")).toHaveLength(1);
    expect(await restricted('server/plugins/x.ts', "import { AppError } from '../lib/errors';\nimport type { Db } from '../db/client';\nexport const a = AppError as unknown as Db;\n")).toEqual([]);
  });

  it('has the composition root and the seed reach modules through their index; only schema.ts lists table files', async () => {
    expect(await restricted('server/app.ts', "import usersRoutes from './modules/users/users.routes';\nexport const a = usersRoutes;\n")).toHaveLength(1);
    expect(await restricted('server/app.ts', "import { usersRoutes } from './modules/users';\nexport const a = usersRoutes;\n")).toEqual([]);
    expect(await restricted('server/seed/x.ts', "import { newsSearchText } from '../modules/news/news.service';\nexport const a = newsSearchText;\n")).toHaveLength(1);
    expect(await restricted('server/schema.ts', "export * from './modules/news/news.table';\n")).toEqual([]);
  });

  it('refuses the server importing the web app, everywhere', async () => {
    for (const file of ['server/app.ts', 'server/lib/x.ts', 'server/plugins/x.ts', 'server/modules/shop/x.ts', 'server/modules/shop/shop.table.ts', 'server/seed/x.ts']) {
      expect(await restricted(file, "import { paths } from '@web/lib/paths';\nexport const a = paths;\n"), file).toHaveLength(1);
      expect(await restricted(file, "import { x } from '../../web/lib/x';\nexport const a = x;\n"), file).toHaveLength(1);
    }
  });

  it('lets tests set up rows in any module’s tables', async () => {
    expect(await restricted('server/modules/shop/x.test.ts', "import { news } from '../news/news.table';\nexport const a = news;\n")).toEqual([]);
    expect(await restricted('server/plugins/x.test.ts', "import { news } from '../modules/news/news.table';\nexport const a = news;\n")).toEqual([]);
  });
});

/**
 * The server's import graph with a module (server/modules/<name>/) as one node and every other file as
 * its own (config.ts, lib/weather.ts, plugins/auth.ts, …); tests and the test support left out.
 */
function serverImportGraph(): Map<string, Set<string>> {
  const nodeOf = (file: string) => file.match(/^server\/modules\/[^/]+/)?.[0] ?? file.replace(/(\/index)?\.ts$/, '');
  const graph = new Map<string, Set<string>>();
  const files = readdirSync('server', { recursive: true, encoding: 'utf8' })
    .map((f) => path.posix.join('server', f.split(path.sep).join('/')))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('/test-support.ts') && !f.startsWith('server/test/'));
  for (const file of files) {
    const from = nodeOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^(?:import|export)[^;]*?from '(\.[^']+)'/gms)) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
      const to = nodeOf(existsSync(`${target}.ts`) ? `${target}.ts` : `${target}/index.ts`);
      if (to !== from) edges.add(to);
    }
  }
  return graph;
}

/** Every circle in the graph, each once, as its nodes in order. */
function circles(graph: Map<string, Set<string>>): string[][] {
  const found = new Map<string, string[]>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const circle = trail.slice(at);
      found.set([...circle].sort().join(' '), circle);
      return;
    }
    if (trail.length > 12) return;
    for (const next of graph.get(node) ?? []) walk(next, [...trail, node]);
  };
  for (const node of graph.keys()) walk(node, []);
  return [...found.values()];
}

describe('server import graph', () => {
  const graph = serverImportGraph();

  it('has no circle between modules, or between the files of lib, plugins, db and the root', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle when there is one (the check itself)', () => {
    const withCircle = new Map(graph);
    withCircle.set('server/modules/users', new Set([...(graph.get('server/modules/users') ?? []), 'server/modules/moderation']));
    expect(circles(withCircle).some((c) => c.includes('server/modules/users') && c.includes('server/modules/moderation'))).toBe(true);
  });

  it('is the module diagram of docs/architecture.md (redraw it when who imports whom changes)', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const block = doc.slice(doc.indexOf('<!-- module-graph:start'), doc.indexOf('<!-- module-graph:end'));
    const drawn = [...block.matchAll(/^ {2}(\w+) --> (\w+)$/gm)].map(([, from, to]) => `${from} --> ${to}`).sort();
    const modules = 'server/modules/';
    const actual = [...graph]
      .filter(([from]) => from.startsWith(modules))
      .flatMap(([from, to]) => [...to].filter((t) => t.startsWith(modules)).map((t) => `${from.slice(modules.length)} --> ${t.slice(modules.length)}`))
      .sort();
    expect(actual.length).toBeGreaterThan(10);
    expect(drawn).toEqual(actual);
  });

  it('sees the modules and their imports (not an empty graph)', () => {
    expect(graph.get('server/modules/moderation')).toContain('server/modules/users');
    expect(graph.get('server/app')).toContain('server/modules/shop');
    expect(graph.get('server/config')).toContain('server/lib/weather');
  });
});

/**
 * A module's shape: reached through its index.ts, and its coded errors in one
 * file, <name>.errors.ts (named factories such as chatNotFound()), so that a code and its Uzbek text
 * are written once and a module's refusals can be read in one place. A call that writes a code
 * inline anywhere else in a module fails here; a plain forbidden() or unauthorized() (the default
 * code) is fine.
 */
const INLINE_CODE: RegExp[] = [
  /\b(notFound|badRequest|conflict|forbidden|unauthorized)\(\s*['"`]/g,
  /\btooManyRequests\([^,()]*,\s*['"`]/g,
  /\bnew AppError\(\s*\d+\s*,\s*['"`]/g,
  // A route's code for its schema's 400 (config.validationCode), and an error shape built by hand (a socket's error frame).
  /\bvalidationCode:\s*['"`]/g,
  /\bcode:\s*['"`][^'"`]*['"`],\s*message:/g,
];

/** file:line of every inline code in this text. */
function inlineCodes(file: string, text: string): string[] {
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  return INLINE_CODE.flatMap((re) => [...text.matchAll(re)].map((m) => `${file}:${lineOf(m.index)}: ${m[0]}`));
}

const moduleNames = readdirSync('server/modules', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** A module's own source files (tests and test support left out), as paths from the repository root. */
const moduleFiles = (name: string) =>
  readdirSync(`server/modules/${name}`, { recursive: true, encoding: 'utf8' })
    .map((f) => path.posix.join('server/modules', name, f.split(path.sep).join('/')))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('/test-support.ts'));

describe('server module shape', () => {
  it('sees the modules and their files (not an empty list)', () => {
    expect(moduleNames).toEqual(expect.arrayContaining(['messenger', 'shop', 'users']));
    expect(moduleFiles('messenger')).toContain('server/modules/messenger/messenger.service.ts');
  });

  it('finds an inline code when there is one (the check itself)', () => {
    expect(inlineCodes('x.ts', "throw notFound('shop.product_not_found', 'Topilmadi');")).toHaveLength(1);
    expect(inlineCodes('x.ts', "if (!a) throw badRequest(\n  'validation_failed',\n  VALIDATION_MESSAGE,\n);")).toEqual(["x.ts:1: badRequest(\n  '"]);
    expect(inlineCodes('x.ts', "\n\nthrow new AppError(429, 'users.reset_code_exhausted', CODE_EXPIRED);")).toEqual(["x.ts:3: new AppError(429, '"]);
    expect(inlineCodes('x.ts', "throw tooManyRequests(wait, 'auth.too_many');")).toHaveLength(1);
    expect(inlineCodes('x.ts', "config: { validationCode: 'auth.invalid_refresh' },")).toHaveLength(1);
    expect(inlineCodes('x.ts', "send(frame({ error: { code: 'messenger.invalid_json', message: 'Xabar yaroqli JSON emas' } }));")).toHaveLength(1);
    // Not a code: the default refusals, a factory, a code that is a variable, a notification's code.
    const fine = "throw forbidden();\nthrow unauthorized();\nthrow notFound(code, message);\nthrow tooManyRequests(wait);\nthrow chatForbidden();\nreturn { code: 'chat.message', params: { sender } };\n";
    expect(inlineCodes('x.ts', fine)).toEqual([]);
  });

  it('writes no error code outside the module’s <name>.errors.ts', () => {
    const found = moduleNames.flatMap((name) => moduleFiles(name).filter((f) => !f.endsWith('.errors.ts')).flatMap((f) => inlineCodes(f, readFileSync(f, 'utf8'))));
    expect(found).toEqual([]);
  });

  it('gives every module an index.ts, and its coded errors one file named after it', () => {
    const problems: string[] = [];
    for (const name of moduleNames) {
      const files = moduleFiles(name);
      if (!files.includes(`server/modules/${name}/index.ts`)) problems.push(`server/modules/${name}: no index.ts`);
      const errorsFiles = files.filter((f) => f.endsWith('.errors.ts'));
      for (const f of errorsFiles) if (f !== `server/modules/${name}/${name}.errors.ts`) problems.push(`${f}: a module's errors are in ${name}.errors.ts`);
      const coded = files.some((f) => !f.endsWith('.errors.ts') && inlineCodes(f, readFileSync(f, 'utf8')).length > 0);
      if (coded && errorsFiles.length === 0) problems.push(`server/modules/${name}: throws coded errors but has no ${name}.errors.ts`);
    }
    expect(problems).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('names only files and folders that exist (a moved file is moved in the map too)', () => {
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const named = [...doc.matchAll(/`((?:web|server|shared|scripts|e2e|docs)\/[\w./-]*)`/g)].map(([, p]) => p.replace(/\/$/, ''));
    expect(named.length).toBeGreaterThan(30);
    expect(named.filter((p) => !existsSync(p))).toEqual([]);
  });
});
