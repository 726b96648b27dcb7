// The API's request and response bodies: declared once in @chapter/contract; the apps read them here.
export type * from '@chapter/contract';
