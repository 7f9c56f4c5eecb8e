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
  });

  it('refuses a feature importing the app, or another feature past its index', async () => {
    expect(await restricted('web/features/shop/components/x.tsx', "import { RootLayout } from '@web/app/layout/root-layout';\nexport const a = RootLayout;\n")).toHaveLength(1);
    expect(await restricted('web/features/shop/components/x.tsx', "import { useSession } from '@web/features/auth/api/get-profile';\nexport const a = useSession;\n")).toHaveLength(1);
  });

  it('allows a feature to use another feature through its index, and components and lib', async () => {
    const code = "import { useSession } from '@web/features/auth';\nimport { Spinner } from '@web/components/ui/spinner';\nimport { api } from '@web/lib/api-client';\nexport const a = [useSession, Spinner, api];\n";
    expect(await restricted('web/features/shop/components/x.tsx', code)).toEqual([]);
    expect(await restricted('web/app/routes/x.tsx', "import { x } from '@web/features/shop/api/get-product';\nexport const a = x;\n")).toEqual([]);
  });
});
