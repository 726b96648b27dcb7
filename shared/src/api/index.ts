export { api, apiClient, apiRequest, setApiBaseUrl } from './client';
export type { ApiResult, ApiRequestConfig } from './client';
