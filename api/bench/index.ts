// `pnpm bench`: the API's benchmarks. Each prints its own figures; the process fails if one throws.
// BENCH_ONLY=learning,learning-progress,leaderboard,month-end,stream,share-card picks some (or name them after the command: `tsx bench/index.ts stream`).
import { runLearningBench } from './learning';
import { runLearningProgressBench } from './learningProgress';
import { runLeaderboardBench } from './leaderboard';
import { runMonthEndBench } from './monthEnd';
import { runShareCardBench } from './shareCard';
import { runStreamBench } from './stream';

const BENCHES: Record<string, () => Promise<void>> = {
  learning: runLearningBench,
  'learning-progress': runLearningProgressBench,
  leaderboard: runLeaderboardBench,
  'month-end': runMonthEndBench,
  stream: runStreamBench,
  'share-card': runShareCardBench,
};
const only = [...(process.env.BENCH_ONLY ?? '').split(','), ...process.argv.slice(2)].map((name) => name.trim()).filter(Boolean);
for (const name of only) if (!BENCHES[name]) throw new Error(`Unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}`);

for (const [name, run] of Object.entries(BENCHES)) if (only.length === 0 || only.includes(name)) await run();
