import { Muted } from '../../../components/ui';
import { formatDateTime } from '../../../lib/formatDateTime';
import { useServerHealth } from '../api/serverHealth';

/**
 * The server's own dependencies, as GET /health reports them (docs/operations.md, "When Redis is lost", "When
 * PostgreSQL is lost"): a line an admin reads beside the platforms' table. While Redis is down the instance still
 * serves, counting its limits alone; while the database is down the API answers 503 and the page's notice says so.
 */
export function ServerDependencies() {
  const health = useServerHealth();
  if (health.isPending) return <Muted role="status">Checking the server&apos;s database and Redis…</Muted>;
  if (!health.data) return <Muted role="status">The server&apos;s health could not be read.</Muted>;
  const { redis, redisSince } = health.data;
  const redisText =
    redis === 'down'
      ? `Redis: not answering${redisSince ? ` since ${formatDateTime(redisSince)}` : ''}; each instance counts its request limits alone (stricter for sign-in) until it answers.`
      : redis === 'up'
        ? 'Redis: answering.'
        : 'Redis: not used (one instance counts its own limits).';
  return <Muted role="status">Database: answering. {redisText}</Muted>;
}
