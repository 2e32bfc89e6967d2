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

// Kysely and Better Auth (with the packages it is made of) ship ES modules only: Jest runs CommonJS, so they are compiled
// like the project's own code. next/jest's own patterns are replaced, not extended, since its '/node_modules/' pattern
// would still skip them.
const ESM_ONLY = ['kysely', 'better-auth', '@better-auth', 'better-call', '@better-fetch', 'jose', 'nanostores', '@noble', '@simplewebauthn', 'rou3'];
const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  // Jest's file map skips build output: npm test runs Jest beside the build, which empties and refills .next while the
  // map is read (a package.json listed there and gone a moment later failed the run); .bench holds the bench's builds.
  resolved.modulePathIgnorePatterns = ['<rootDir>/.next/', '<rootDir>/.bench/', '<rootDir>/test-results/'];
  return resolved;
};

export default jestConfig;
