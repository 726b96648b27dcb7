export { api, apiClient, apiRequest, setApiBaseUrl } from './client';
export type { ApiResult, ApiRequestConfig } from './client';
export { call, keepGivenAnswer } from './call';
export type { CallInput, CallOptions } from './call';
export { fileNameOf, saveFile } from './saveFile';
export { ANSWERS_BLOCK_ID, givenAnswer, givenEtag, provideAnswers } from './givenAnswers';
