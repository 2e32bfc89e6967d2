import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  testMatch: ['<rootDir>/tests/**/*.test.{ts,tsx}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // One throwaway PostgreSQL server for the whole run (scripts/postgres.mjs); each test file makes its own database.
  globalSetup: '<rootDir>/tests/postgres-setup.mjs',
  globalTeardown: '<rootDir>/tests/postgres-teardown.mjs',
};

// Kysely and the HTML and selector parsers of lib/page-css.mjs (with their DOM helpers) ship ES modules only: Jest runs
// CommonJS, so they are compiled like the project's own code. next/jest's own patterns are replaced, not extended,
// since its '/node_modules/' pattern would still skip them.
const ES_MODULE_PACKAGES = ['kysely', 'css-select', 'css-what', 'boolbase', 'htmlparser2', 'domhandler', 'domutils', 'dom-serializer', 'domelementtype', 'entities', 'nth-check'];
const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return resolved;
};

export default jestConfig;
