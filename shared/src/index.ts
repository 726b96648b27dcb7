// The public surface of @chapter/shared. Each folder's index.ts lists its own exports explicitly.
export * from './constants';
export * from './session';
export * from './api';
export * from './theme';
export * from './ui';
export * from './notify';
export * from './analytics';
export * from './config';
// YouTube link helpers without the schemas (and yup) behind them, for pages that only show a video.
export { isYouTubeUrl, toYouTubeEmbed } from './schemas/youtubeLink';
export * from './clock';
export * from './format';
export * from './freshness';
export * from './data';
export * from './offline';
export * from './unavailable';
export * from './hydration';
export * from './lazy';
export * from './live';
