import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries (docs/architecture.md, Code layout): each folder imports only the ones below it,
 * statically or through `import()` (which no-restricted-imports does not see). A pattern names a
 * folder anywhere in the path, or an npm scope.
 */
const forbidding = (...given) => {
  const patterns = [...given, '**/tests/*', '**/bench/*'];
  const asRegExp = (pattern) =>
    pattern.startsWith('**/') ? `(^|/)${pattern.slice(3, -2)}/` : `^${pattern.slice(0, -2)}/`;
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map((pattern) => ({
        selector: `ImportExpression[source.value=/${asRegExp(pattern).replaceAll('/', '\\/')}/]`,
        message: `This folder may not import ${pattern} (docs/architecture.md, Code layout).`,
      })),
    ],
  };
};
const OUTSIDE_FUNCTIONS = ['**/infra/*', '**/tools/*', '**/web/*'];

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'cdk.out', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // domain/ holds the rules with no I/O, at any depth; web/ may take only domain/ from the server
    // side (docs/architecture.md, Code layout).
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/functions/**', '**/infra/**', '**/web/**', '@aws-sdk/*', 'node:*'] },
      ],
    },
  },
  { files: ['functions/**/*.ts'], rules: forbidding(...OUTSIDE_FUNCTIONS) },
  // API shaping (functions/*/api-*.ts) does no I/O: the store's types, never its calls.
  {
    files: ['functions/*/api-*.ts'],
    ignores: ['functions/http/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/store/*'], allowTypeImports: true }] },
      ],
    },
  },
  // The route table holds no handler code: the stack, the hosts and the tests read it before any
  // handler reads its configuration (docs/architecture.md, One function per permission set).
  {
    files: ['functions/routes.ts', 'functions/api/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\.?/(?!(http/api-function|api/[\\w-]+\\.routes)$)',
              message: 'The route table imports only its declarations (functions/http/api-function.ts).',
            },
          ],
        },
      ],
    },
  },
  // The store stores: no request handling, no handler's shaping.
  { files: ['functions/store/**/*.ts'], rules: forbidding(...OUTSIDE_FUNCTIONS, '**/http/*') },
  { files: ['infra/**/*.ts'], rules: forbidding('**/tools/*', '**/web/src/*') },
  { files: ['infra/aws/**/*.ts'], rules: forbidding('**/tools/*', '**/web/src/*', '**/local/*') },
  { files: ['infra/local/**/*.ts'], rules: forbidding('**/tools/*', '**/web/src/*', '**/aws/*') },
  // In web/: pages -> components -> api, never back.
  { files: ['web/**/*.{ts,tsx}'], rules: forbidding('**/functions/*', '**/infra/*', '@aws-sdk/*') },
  {
    files: ['web/src/components/**/*.{ts,tsx}'],
    rules: forbidding('**/functions/*', '**/infra/*', '@aws-sdk/*', '**/pages/*'),
  },
  {
    files: ['web/src/api/**/*.ts'],
    rules: forbidding('**/functions/*', '**/infra/*', '@aws-sdk/*', '**/pages/*', '**/components/*'),
  },
  // Screens read through web/src/api/reads.ts, whose first answers draw in renders that yield.
  {
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/src/api/reads.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useQuery', 'useInfiniteQuery', 'useQueries', 'useSuspenseQuery'],
              message: 'Read through web/src/api/reads.ts (docs/decisions.md, Renders that yield).',
            },
          ],
        },
      ],
    },
  },
  {
    // Asymmetric matchers (expect.any, objectContaining) are typed `any` by design.
    files: ['tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
);
