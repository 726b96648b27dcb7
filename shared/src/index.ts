// The public surface of @chapter/shared. Each folder's index.ts lists its own exports explicitly.
export * from './constants';
export * from './session';
export * from './api';
export * from './theme';
export * from './ui';
export * from './notify';
export * from './analytics';
export * from './config';
