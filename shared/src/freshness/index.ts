// How current the figures are: the clock that keeps relative times true, the platforms' health and its banner.
export { useNow } from './useNow';
export { fetchPlatformHealth, platformHealthKey, PLATFORM_HEALTH_REFRESH_MS, useDownPlatforms } from './usePlatformHealth';
export { PlatformDownNotice, PlatformHealthBanner } from './PlatformHealthBanner';
export { UpdatedAgo } from './UpdatedAgo';
