import type { Kysely } from 'kysely';
import { REMOTE_HEALTH_KINDS, type RemoteHealthReport } from '@chapter/contract';
import { CANARY_ROLLBACK } from '@chapter/contract/constants';
import { AREAS } from '@chapter/shared/areas';
import type { Database } from '../../db/schema';
import type { AuditActor } from '../audit/audit';
import { notifyRoles } from '../notifications/notify';
import { stopCanary } from './releases';
import { storedVersion } from './store';

/** Who rolls a failing canary back: the API itself (docs/deploying-a-remote.md). */
export const CANARY_RULE_ACTOR: AuditActor = { id: null, name: 'the canary rule' };

const COLUMN = { session: 'sessions', 'load-failure': 'load_failures', 'render-error': 'render_errors' } as const;

/** Whether a version's counts pass the canary rule: more than `failureRate` of at least `minSessions` sessions failed. */
export function failsCanaryRule(sessions: number, failures: number, rule = CANARY_ROLLBACK): boolean {
  return sessions >= rule.minSessions && failures / sessions > rule.failureRate;
}

const isReport = (body: unknown): body is RemoteHealthReport => {
  if (typeof body !== 'object' || body === null) return false;
  const { remote, version, kind } = body as Record<string, unknown>;
  return typeof remote === 'string' && typeof version === 'string' && version.length <= 100 && (REMOTE_HEALTH_KINDS as readonly unknown[]).includes(kind);
};

/**
 * Counts a page's report on a remote version (nothing about the person is kept). A report on an unknown remote or
 * version counts nothing. When it makes the remote's running canary fail the canary rule, the canary stops in the same
 * transaction ('auto-rollback' in the history, the audit log) and every admin gets a notice. Answers whether it did.
 */
export async function recordHealth(db: Kysely<Database>, body: unknown, builtVersion: (pkg: string) => string | null): Promise<boolean> {
  if (!isReport(body)) return false;
  const area = AREAS.find((candidate) => candidate.name === body.remote);
  if (!area) return false;
  const { version } = body;
  const built = builtVersion(area.pkg);
  if (version !== built && !(await storedVersion(db, area.pkg, version))) return false;
  const column = COLUMN[body.kind];
  return db.transaction().execute(async (trx) => {
    const counts = await trx
      .insertInto('remote_version_health')
      .values({ pkg: area.pkg, version, [column]: 1 })
      .onConflict((conflict) => conflict.columns(['pkg', 'version']).doUpdateSet((eb) => ({ [column]: eb(eb.ref(`remote_version_health.${column}`), '+', 1) })))
      .returning(['sessions', 'load_failures', 'render_errors'])
      .executeTakeFirstOrThrow();
    const failures = counts.load_failures + counts.render_errors;
    if (body.kind === 'session' || !failsCanaryRule(counts.sessions, failures)) return false;
    const reason = `${failures} of ${counts.sessions} sessions failed`;
    const stopped = await stopCanary(trx, area.pkg, { builtVersion: built, actor: CANARY_RULE_ACTOR }, { reason, version });
    if (!stopped) return false;
    await notifyRoles(trx, ['ADMIN'], {
      kind: 'canary-rolled-back',
      title: `${area.pkg}'s canary ${version} was rolled back: ${reason}`,
      body: `More than ${Math.round(CANARY_ROLLBACK.failureRate * 100)} % of its sessions failed, so every browser gets the stable version again.`,
      link: '/admin/deployments',
      key: `canary-rolled-back:${area.pkg}:${version}`,
    });
    return true;
  });
}
