import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_AREAS, CORE_AREAS } from '@web/lib/i18n';

/**
 * Dictionaries load with their pages (lib/i18n.tsx): the core areas come with the app, a page's own
 * areas with its route (router.tsx `page(() => import(module), areas)`). A page that used an area it
 * does not declare would show raw keys after a client-side navigation, so this reads the code: every
 * 'area.key' string in a page module and in everything it imports must be of a core area or one the
 * route declares.
 */
const WEB = path.resolve('web');
const areaKey = new RegExp(`['"\`](${ALL_AREAS.join('|')})\\.[A-Za-z_$]`, 'g');
const importFrom = /(?:^|\n)\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@web/')) base = path.join(WEB, spec.slice(5));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const file of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

/** The areas whose keys a module and everything it imports (statically) spell out. */
function areasUsedBy(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(areaKey)) used.add(match[1]!);
    for (const match of source.matchAll(importFrom)) {
      const next = resolveImport(file, match[1]!);
      if (next) visit(next);
    }
  };
  visit(entry);
  return used;
}

const routerFile = path.join(WEB, 'app/router.tsx');
const pages = [...fs.readFileSync(routerFile, 'utf8').matchAll(/page\(\(\) => import\('([^']+)'\)(?:, (\[[^\]]*\]))?\)/g)].map((m) => ({
  module: m[1]!,
  areas: m[2] ? (JSON.parse(m[2].replaceAll("'", '"')) as string[]) : [],
}));

describe('dictionary areas', () => {
  it('the router declares its pages', () => {
    expect(pages.length).toBeGreaterThan(30);
  });

  it('the core areas are the ones the layout uses, and the bundled glob names the same ones', () => {
    const layout = areasUsedBy(path.join(WEB, 'app/layout/root-layout.tsx'));
    const core = new Set<string>(CORE_AREAS);
    expect([...layout].filter((area) => !core.has(area))).toEqual([]);
    const globbed = fs.readFileSync(path.join(WEB, 'lib/i18n.tsx'), 'utf8').match(/locales\/uz\/\{([^}]+)\}\.json/g) ?? [];
    expect(globbed.length).toBe(2);
    for (const glob of globbed) expect(glob.slice('locales/uz/{'.length, -'}.json'.length).split(',')).toEqual([...CORE_AREAS]);
  });

  it.each(pages)('$module declares every area it uses', ({ module, areas }) => {
    const file = resolveImport(routerFile, module);
    expect(file, `${module} exists`).not.toBeNull();
    for (const area of areas) expect(ALL_AREAS).toContain(area);
    const available = new Set<string>([...CORE_AREAS, ...areas]);
    const missing = [...areasUsedBy(file!)].filter((area) => !available.has(area));
    expect(missing, `${module} uses areas it does not load`).toEqual([]);
  });
});
