// ESLint runs Lingui's rules here: no text a person reads ships outside the catalogs, and messages are written
// so translators can work with them (Biome formats and lints everything else).
import tsParser from '@typescript-eslint/parser';
import pluginLingui from 'eslint-plugin-lingui';

export default [
  { ignores: ['public/**', 'dist/**', 'i18n/fixtures/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests, test helpers and the build's configuration speak to developers.
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
      'src/**/testing/**',
      'src/locales/**',
      'src/config/**',
    ],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    plugins: { lingui: pluginLingui },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A t`…` at a module's top level would run before any language is active.
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/no-expression-in-message': 'error',
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One word that does not start with a capital: keys, tokens, CSS values, routes.
            '^(?![A-Z])\\S+$',
            // UPPERCASE words and codes: GBP, IBAN, SWIFT/BIC.
            '^[A-Z0-9_/-]+$',
            // The brand, the same in every language.
            '^Northwind$',
            // CSS values: sizes, colours, grids, transitions, container queries.
            '^(-?[\\d.]+(px|rem|em|s|%|fr)?\\b|rgba?\\(|var\\(|minmax\\(|repeat\\(|clamp\\(|span \\d|@container|transform |width |0 0 )',
            // Media queries.
            '^\\((max|min|prefers)-',
            // dayjs format tokens.
            '^[DMYHhms]{1,4}([.:/, -]+[DMYHhms]{1,4})*$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            'type',
            'id',
            'src',
            'href',
            'to',
            'width',
            'height',
            'displayName',
            'data-testid',
            'name',
            'autoComplete',
          ],
          ignoreFunctions: [
            'Error',
            'TypeError',
            'RangeError',
            'console.*',
            '*.startsWith',
            '*.endsWith',
            '*.includes',
            '*.headers.get',
            '*.headers.set',
            '*.setProducer',
            '*.setCreator',
          ],
          ignoreMethodsOnTypes: ['Map.get', 'Map.has', 'Set.has'],
        },
      ],
    },
  },
];
