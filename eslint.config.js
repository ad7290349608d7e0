import fs from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'

// Toasts go through src/lib/toast.ts, which loads sonner with the first toast (components/ui/toaster.tsx is
// the one other place that may import it).
const sonnerThroughLib = {
  regex: '^sonner$',
  message: 'Toasts go through @/lib/toast: sonner loads with the first toast, not with every page.',
}

// Every form is checked one way: useContractForm (src/hooks/use-contract-form.ts) over a contract schema,
// which alone makes the react-hook-form instance and its resolver (docs/decisions/049).
const oneFormHook = [
  {
    name: 'react-hook-form',
    importNames: ['useForm'],
    message: 'Forms use useContractForm from @/hooks/use-contract-form (docs/decisions/049).',
  },
  {
    name: '@hookform/resolvers/zod',
    message: 'useContractForm makes the resolver from the contract schema (docs/decisions/049).',
  },
]

// Features never import each other: one block per feature folder forbids the others.
const featuresDir = 'apps/web/src/features'
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []
const featureBoundaries = features.map((feature) => ({
  files: [`${featuresDir}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: oneFormHook,
        patterns: [
          {
            regex: `^@/features/(?!${feature}(/|$))`,
            message: 'Features do not import each other: compose them in src/app.',
          },
          { regex: '^\\.\\./\\.\\./(\\.\\./)?features/', message: 'Features do not import each other.' },
          { regex: '^@/app(/|$)', message: 'Features do not import the app layer.' },
          { regex: '^@coldstart/server', message: 'The web app never imports server code.' },
          sonnerThroughLib,
        ],
      },
    ],
  },
}))

// Server modules import each other only through a module's index.ts, its public surface: anything else in a
// module folder is private to it (docs/decisions/012-server-module-boundaries.md). Tests may reach further to
// arrange their data.
const modulesDir = 'apps/server/src/modules'
const serverModules = fs.existsSync(modulesDir)
  ? fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : []
// Lines a module must not cross even through an index.ts (one rule per file: ESLint keeps only the last
// no-restricted-imports that matches, so these join the module's own block).
const serverModuleBans = {
  // Auth is the base every module stands on; roles reach it only through the onSignIn hook app.ts hands in,
  // so auth never imports admin (admin imports auth: the two would form a circle).
  auth: [
    {
      regex: '^(\\.\\./)+(modules/)?admin(-[a-z]+)*/',
      message: 'Auth imports nothing of the admin modules: app.ts wires roles in (requireAdmin, onSignIn).',
    },
  ],
}
const serverModuleBoundaries = serverModules.map((module) => ({
  files: [`${modulesDir}/${module}/**/*.ts`],
  ignores: [`${modulesDir}/**/*.test.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(serverModuleBans[module] ?? []),
          {
            regex: `^\\.\\./(?!(${module}|\\.\\.)/)[^/]+/(?!index\\.ts$)`,
            message:
              "Server modules import each other only through the other module's index.ts (its public surface); shared helpers belong in src/lib.",
          },
          {
            regex: '^(\\.\\./)+modules/[^/]+/(?!index\\.ts$)',
            message: "Server modules import each other only through the other module's index.ts.",
          },
          {
            regex: '^(\\.\\./)+(app|main)\\.ts$',
            message: 'Modules do not import the composition root (app.ts).',
          },
        ],
      },
    ],
  },
}))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  // Every regex runs in linear time (user input reaches most of them): super-linear backtracking or moves are
  // errors; the rest of the plugin's recommended set catches mistakes, less its purely stylistic rules.
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      ...regexp.configs['flat/recommended'].rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
      'regexp/no-dupe-disjunctions': 'error',
      'regexp/no-unused-capturing-group': 'off',
      'regexp/prefer-w': 'off',
      'regexp/prefer-character-class': 'off',
      'regexp/no-useless-character-class': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/control-character-escape': 'off',
      'regexp/no-useless-flag': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: oneFormHook,
          patterns: [
            { regex: '^@coldstart/server', message: 'The web app never imports server code.' },
            sonnerThroughLib,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(features|app)(/|$)',
              message: 'Shared code does not import features or the app layer.',
            },
            { regex: '^@coldstart/server', message: 'The web app never imports server code.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  ...serverModuleBoundaries,
  {
    // the one place that makes a form
    files: ['apps/web/src/hooks/use-contract-form.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@coldstart/server', message: 'The web app never imports server code.' },
            sonnerThroughLib,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(@coldstart/(server|web)|react|fastify|drizzle-orm)',
              message: 'The contract stays framework-free.',
            },
          ],
        },
      ],
    },
  },
)
