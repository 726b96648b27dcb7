import { mountDevHost } from '@chapter/shared/dev';
import App from './App';

mountDevHost('mfe-leaderboard', App, [
  '/leaderboard/overall',
  '/leaderboard/platform/leetcode',
  '/leaderboard/platform/codechef',
  '/leaderboard/platform/codeforces',
  '/leaderboard/platform/gfg',
  '/leaderboard/stats',
]);
