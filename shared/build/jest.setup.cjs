require('@testing-library/jest-dom');

// A busy 2-core machine can take seconds to render a page: findBy/waitFor wait up to 5 s (not 1 s) before failing.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
