// The API's request and response bodies, one copy for the API and the apps (`@chapter/shared/types`).
export type * from './common';
export type * from './accounts';
export type * from './learning';
export type * from './leaderboard';
export type * from './admin';
export type * from './dashboard';
export type * from './platformHealth';
export type * from './myFigures';
