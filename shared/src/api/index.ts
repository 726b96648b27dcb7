export { api, apiClient, apiRequest, setApiBaseUrl } from './client';
export type { ApiResult, ApiRequestConfig } from './client';
export { call } from './call';
export type { CallInput, CallOptions } from './call';
export { fileNameOf, saveFile } from './saveFile';
export { ANSWERS_BLOCK_ID, givenAnswer, provideAnswers } from './givenAnswers';
