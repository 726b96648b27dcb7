// One Jest configuration for every front-end package: swc transforms TypeScript/JSX, jsdom renders.
const path = require('node:path');

/** @param {string} rootDir the package folder */
module.exports = function jestConfig(rootDir) {
  return {
    rootDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
        },
      ],
    },
    moduleNameMapper: { '\\.(css|svg|png|jpg|gif|webp)$': require.resolve('identity-obj-proxy') },
    setupFiles: [path.join(__dirname, 'jest.polyfills.cjs')],
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    // A hang guard, not a budget: slow tests are made faster, but a busy machine must not fail a sound one.
    testTimeout: 30_000,
  };
};
