require('@testing-library/jest-dom');

// A busy 2-core machine can take seconds to render a page: findBy/waitFor wait up to 15 s (a hang guard, not a speed test).
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
