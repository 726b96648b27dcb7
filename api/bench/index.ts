// `pnpm bench`: the API's benchmarks. Each prints its own figures; the process fails if one throws.
import { runLearningBench } from './learning';
import { runMonthEndBench } from './monthEnd';

await runLearningBench();
await runMonthEndBench();
