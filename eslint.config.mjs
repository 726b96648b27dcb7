// ESLint for the whole workspace (`npm run lint:eslint`). Besides the recommended rule sets, it
// enforces the module boundaries: a remote imports only @chapter/shared and its own files, and a
// feature folder never imports another feature (shared code moves down to components/lib/hooks/api).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Every federated app: the shell and each remote. Read from disk so a new remote is covered at once.
const apps = dirs('.').filter((name) => name === 'shell' || name.startsWith('mfe-'));
const appFiles = apps.map((app) => `${app}/**/*.{ts,tsx,js,mjs,cjs}`);
const frontEndSources = [...apps, 'shared'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`);

// No app (nor shared) reaches into another app's folder, whatever the relative path.
const appZones = [...apps, 'shared'].flatMap((target) =>
  apps
    .filter((other) => other !== target)
    .map((other) => ({
      target: `./${target}`,
      from: `./${other}`,
      message: `${target} may not import ${other}: apps share code only through @chapter/shared.`,
    })),
);

// Inside an app, src/features/<a> never imports src/features/<b>.
const featureZones = apps.flatMap((app) =>
  dirs(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: `The ${feature} feature may not import another feature: move the shared piece down to src/components, lib, hooks or api.`,
  })),
);

export default defineConfig(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tmp/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'api/data/**',
      '**/.data/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `_name` marks a parameter or binding that is deliberately unused (as tsc's noUnused* allow).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    // CommonJS config files load their plugins with require().
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'api/**', 'e2e/**', '**/*.config.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  { ...reactHooks.configs.flat.recommended, files: frontEndSources },
  { ...jsxA11y.flatConfigs.recommended, files: frontEndSources },
  {
    files: frontEndSources,
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // Components such as NotificationCard take `role` as the member's role; ARIA roles are checked on DOM elements.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Jest's set-up files run inside jsdom.
    files: ['shared/build/jest.*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', '**/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  {
    files: [...appFiles, 'shared/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [...apps, 'shared'].map((pkg) => `${pkg}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...featureZones] }],
      // By package name: another app is never a dependency, so the resolver cannot see it.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(shell|mfe-[\\w-]+)(/|$)',
              message: 'An app imports only @chapter/shared and its own files, never another app.',
            },
          ],
        },
      ],
    },
  },
);
