// jest-dom's matchers for the tests; @types/node comes from the shared package (typeRoots) until this package lists it.
/// <reference types="@testing-library/jest-dom" />
