const base = require('@chapter/shared/jest')(__dirname);

// React Flow measures the DOM; jsdom needs a few stand-ins (src/test/reactFlowStubs.ts).
module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, '<rootDir>/src/test/reactFlowStubs.ts'] };
