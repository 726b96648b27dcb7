import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { admit, afterFailure, afterSuccess, closedRecord, outcomeOf, type BreakerPolicy, type BreakerRecord } from './breaker';
import { PlatformProblemNotFound, PlatformResponseChanged, PlatformUnavailable, PlatformUserNotFound } from './errors';

const policy: BreakerPolicy = { failureThreshold: 3, baseBackoffMs: 60_000, maxBackoffMs: 3_600_000, probeTimeoutMs: 120_000 };
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, 0) + minutes * 60_000);
const refused = { kind: 'refused' as const, message: 'leetcode: refused (HTTP 403)', trips: true, probe: false };

/** Fails `count` ordinary requests at minute `minute`. */
function failTimes(record: BreakerRecord, count: number, minute: number): BreakerRecord {
  let next = record;
  for (let i = 0; i < count; i += 1) next = afterFailure(next, at(minute), refused, policy);
  return next;
}

/** Lets the probe go at `minute` and fails it. */
function failProbe(record: BreakerRecord, minute: number): BreakerRecord {
  const decision = admit(record, at(minute), policy);
  assert.equal(decision.admission, 'probe');
  assert.equal(decision.record.state, 'half-open');
  return afterFailure(decision.record, at(minute), { ...refused, probe: true }, policy);
}

describe('the circuit breaker', () => {
  it('lets every request through while closed, and opens after the threshold of failures in a row', () => {
    let record = closedRecord();
    assert.equal(admit(record, at(0), policy).admission, 'pass');
    record = failTimes(record, 2, 0);
    assert.equal(record.state, 'closed');
    assert.equal(record.consecutiveFailures, 2);
    assert.deepEqual(record.failingSince, at(0));
    // A success in between starts the count again.
    record = afterSuccess(record, at(1)).record;
    assert.equal(record.consecutiveFailures, 0);
    assert.equal(record.failingSince, null);
    record = failTimes(record, 3, 2);
    assert.equal(record.state, 'open');
    assert.equal(record.backoffMs, 60_000);
    assert.deepEqual(record.nextProbeAt, at(3));
    assert.equal(record.lastErrorKind, 'refused');
  });

  it('refuses at once while open, then lets exactly one probe through', () => {
    const open = failTimes(closedRecord(), 3, 0);
    assert.equal(admit(open, at(0.5), policy).admission, 'paused');
    const probe = admit(open, at(1), policy);
    assert.equal(probe.admission, 'probe');
    // While the probe is out, everything else waits for it…
    assert.equal(admit(probe.record, at(1.5), policy).admission, 'paused');
    // …unless it was lost (its process stopped): then another may go.
    assert.equal(admit(probe.record, at(3), policy).admission, 'probe');
  });

  it('closes when the probe answers, and says it recovered', () => {
    const probing = admit(failTimes(closedRecord(), 3, 0), at(1), policy).record;
    const { record, recovered } = afterSuccess(probing, at(1));
    assert.equal(recovered, true);
    assert.equal(record.state, 'closed');
    assert.equal(record.backoffMs, 0);
    assert.equal(record.nextProbeAt, null);
    assert.deepEqual(record.lastSuccessAt, at(1));
    assert.equal(afterSuccess(record, at(2)).recovered, false);
  });

  it('opens again for twice as long after each failed probe, at most an hour', () => {
    let record = failTimes(closedRecord(), 3, 0);
    let minute = 1;
    const pauses: number[] = [];
    for (let probe = 0; probe < 9; probe += 1) {
      record = failProbe(record, minute);
      pauses.push(record.backoffMs / 60_000);
      assert.deepEqual(record.nextProbeAt, at(minute + record.backoffMs / 60_000));
      minute += record.backoffMs / 60_000;
    }
    assert.deepEqual(pauses, [2, 4, 8, 16, 32, 60, 60, 60, 60]);
    assert.equal(record.consecutiveFailures, 12);
    assert.deepEqual(record.failingSince, at(0));
  });

  it('keeps the pause when a request sent before it opened fails late, and closes when one answers late', () => {
    const open = failTimes(closedRecord(), 3, 0);
    const late = afterFailure(open, at(0.5), refused, policy);
    assert.deepEqual(late.nextProbeAt, open.nextProbeAt);
    assert.equal(late.state, 'open');
    assert.equal(late.consecutiveFailures, 4);
    assert.equal(afterSuccess(late, at(0.6)).record.state, 'closed');
  });

  it('counts an answer in an unknown shape as a failure but not towards opening, except for a probe', () => {
    const changed = { kind: 'changed' as const, message: 'odd', trips: false, probe: false };
    let record = closedRecord();
    for (let i = 0; i < 5; i += 1) record = afterFailure(record, at(i), changed, policy);
    assert.equal(record.state, 'closed');
    assert.equal(record.consecutiveFailures, 0);
    assert.equal(record.lastErrorKind, 'changed');
    const probing = admit(failTimes(closedRecord(), 3, 0), at(1), policy).record;
    assert.equal(afterFailure(probing, at(1), { ...changed, probe: true }, policy).state, 'open');
  });

  it('reads a request outcome from the client error: an unknown handle or problem is an answer', () => {
    assert.deepEqual(outcomeOf(new PlatformUserNotFound('leetcode', 'ghost')), { ok: true });
    assert.deepEqual(outcomeOf(new PlatformProblemNotFound('leetcode', 'leetcode:no-such-problem')), { ok: true });
    assert.deepEqual(outcomeOf(new PlatformUnavailable('codeforces', 'HTTP 429', null, { kind: 'rate-limited' })), {
      ok: false,
      kind: 'rate-limited',
      message: 'codeforces: HTTP 429',
      trips: true,
    });
    assert.equal((outcomeOf(new PlatformResponseChanged('codechef', 'odd')) as { trips: boolean }).trips, false);
  });
});
