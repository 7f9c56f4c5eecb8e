import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The lint rule that keeps the web app's dependencies pointing one way: app → features → components / lib. */
const eslint = new ESLint({ overrideConfigFile: 'eslint.config.js' });
async function restricted(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('web import boundaries (eslint.config.js)', () => {
  it('refuses a component or a lib file importing a feature or the app', async () => {
    expect(await restricted('web/components/ui/x.tsx', "import { useSession } from '@web/features/auth';\nexport const a = useSession;\n")).toHaveLength(1);
    expect(await restricted('web/components/ui/x.tsx', "import { x } from '../../features/shop/api/get-product';\nexport const a = x;\n")).toHaveLength(1);
    expect(await restricted('web/lib/x.ts', "import { routes } from '@web/app/router';\nexport const a = routes;\n")).toHaveLength(1);
    expect(await restricted('web/lib/x.ts', "import { notify } from '@web/features/notifications';\nexport const a = notify;\n")).toHaveLength(1);
    expect(await restricted('web/lib/x.ts', "import { notify } from '../features/notifications/notify';\nexport const a = notify;\n")).toHaveLength(1);
    expect(await restricted('web/components/form/x.tsx', "import { RootLayout } from '../../app/layout/root-layout';\nexport const a = RootLayout;\n")).toHaveLength(1);
  });

  it('keeps the rule that the web app never imports server code, in every web block', async () => {
    const code = "import { buildApp } from '@server/app';\nexport const a = buildApp;\n";
    for (const file of ['web/app/routes/x.tsx', 'web/components/ui/x.tsx', 'web/lib/x.ts', 'web/features/shop/components/x.tsx', 'web/features/shop/index.ts']) {
      expect(await restricted(file, code), file).toHaveLength(1);
    }
  });

  it('refuses a feature importing the app, or another feature past its index', async () => {
    expect(await restricted('web/features/shop/components/x.tsx', "import { RootLayout } from '@web/app/layout/root-layout';\nexport const a = RootLayout;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/components/x.tsx', "import { useSession } from '@web/features/auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
    // Past the index by a relative path, at any depth inside the feature.
    expect(await restricted('web/features/shop/components/x.tsx', "import { useSession } from '../../auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/x.ts', "import { useSession } from '../auth';\nexport const a = useSession;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/components/seller/x.tsx', "import { useSession } from '../../../auth';\nexport const a = useSession;\n")).toHaveLength(1);
  });

  it('has a feature reach its own files by relative paths, not through its own index or alias', async () => {
    expect(await restricted('web/features/shop/components/x.tsx', "import { useShopHome } from '@web/features/shop';\nexport const a = useShopHome;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/components/x.tsx', "import { x } from '@web/features/shop/api/get-product';\nexport const a = x;\n")).toHaveLength(1);
    const own = "import { x } from '../api/get-product';\nimport { Price } from './price';\nimport { y } from '../../shop/api/get-shop-home';\nexport const a = [x, Price, y];\n";
    expect(await restricted('web/features/shop/components/x.tsx', own)).toHaveLength(1);
    expect(await restricted('web/features/shop/components/seller/x.tsx', "import { x } from '../../api/get-product';\nimport { Price } from '../price';\nexport const a = [x, Price];\n")).toEqual([]);
  });

  it('allows a feature to use another feature through its index, and components and lib', async () => {
    const code = "import { useSession } from '@web/features/auth';\nimport { Spinner } from '@web/components/ui/spinner';\nimport { api } from '@web/lib/api-client';\nexport const a = [useSession, Spinner, api];\n";
    expect(await restricted('web/features/shop/components/x.tsx', code)).toEqual([]);
    expect(await restricted('web/app/routes/x.tsx', "import { x } from '@web/features/shop/api/get-product';\nexport const a = x;\n")).toEqual([]);
  });
});
