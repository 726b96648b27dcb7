// The API's request and response bodies: declared once in @chapter/contract; the apps read them here.
export type * from '@chapter/contract';
export type * from './accounts';
export type * from './learning';
export type * from './admin';
export type * from './dashboard';
export type * from './platformHealth';
export type * from './myFigures';
