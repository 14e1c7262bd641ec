import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_MESSAGES } from './en-bundle';
import { EN_REST_MESSAGES } from './en-rest';

const SRC = path.resolve(import.meta.dirname, '../..');
const EN = path.resolve(SRC, '../../../packages/contract/locales/en');

/** The source files of the first screens: they show only the entry's English. */
const FIRST_SCREENS = [
  'features/auth/api/captcha.ts',
  'features/auth/api/login.ts',
  'features/auth/api/logout.ts',
  'features/auth/api/silent-login.ts',
  'features/auth/captcha-field.tsx',
  'features/auth/login-form.tsx',
  'features/auth/login-page.tsx',
  'features/auth/silent-login-page.tsx',
  'features/auth/text-field.tsx',
  'features/auth/use-register-success.ts',
  'features/dashboard',
  'app/layout/header',
  'app/layout/footer',
  'app/layout/menu',
  'app/layout/shell-layout.tsx',
  'app/layout/idle-warning.tsx',
  'app/layout/breadcrumbs.tsx',
  'app/layout/public-layout.tsx',
  'app/routes',
  'shared/ui/language-switch.tsx',
  'shared/ui/language-select.tsx',
  'shared/ui/header-parts.tsx',
  'lib/feedback/feedback.tsx',
];

function sources(entry: string): string[] {
  const full = path.join(SRC, entry);
  if (full.endsWith('.ts') || full.endsWith('.tsx')) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((f) => f.isFile() && /\.tsx?$/.test(f.name) && !f.name.includes('.test.'))
    .map((f) => path.join(f.parentPath, f.name));
}

describe('English in the app', () => {
  it("is every members' namespace of the contract, each once: the entry part and the lazy rest", () => {
    const all: Record<string, string> = {};
    // the console's screens (console-*.json) are the operators' app's, never the members'
    const members = (f: string) => f.endsWith('.json') && !f.startsWith('console-');
    for (const file of readdirSync(EN).filter(members)) {
      Object.assign(all, JSON.parse(readFileSync(path.join(EN, file), 'utf8')));
    }
    const bundled = Object.keys(EN_MESSAGES);
    expect(bundled.filter((key) => key in EN_REST_MESSAGES)).toEqual([]);
    expect({ ...EN_MESSAGES, ...EN_REST_MESSAGES }).toEqual(all);
  });

  it('the first screens name only keys the entry carries (the rest loads with other pages)', () => {
    const missing: string[] = [];
    for (const file of FIRST_SCREENS.flatMap(sources)) {
      const code = readFileSync(file, 'utf8');
      // t('web.login.submit') and t(`member.rank.${code}`): the literal key or its prefix
      for (const [, key] of code.matchAll(/\bt\(\s*'([\w.-]+)'/g)) {
        if (!(key! in EN_MESSAGES)) missing.push(`${path.relative(SRC, file)}: ${key}`);
      }
      for (const [, prefix] of code.matchAll(/\bt\(\s*`([\w.-]+)\$\{/g)) {
        if (!Object.keys(EN_MESSAGES).some((k) => k.startsWith(prefix!))) {
          missing.push(`${path.relative(SRC, file)}: ${prefix}…`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
