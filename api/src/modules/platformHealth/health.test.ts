import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closedRecord, type BreakerRecord } from '../../platforms';
import { healthState, memberHealth } from './health';

const now = new Date('2026-03-02T14:30:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const record = (fields: Partial<BreakerRecord>): BreakerRecord => ({ ...closedRecord(), ...fields });

describe('platform health', () => {
  it('is working while the platform answers, and when its last failure is over an hour old', () => {
    assert.equal(healthState(closedRecord(), now), 'working');
    assert.equal(healthState(record({ lastSuccessAt: minutesAgo(1), lastFailureAt: minutesAgo(61) }), now), 'working');
  });

  it('is degraded by a run of failures below the threshold, or a failure in the last hour', () => {
    assert.equal(healthState(record({ consecutiveFailures: 2, failingSince: minutesAgo(3), lastFailureAt: minutesAgo(1) }), now), 'degraded');
    assert.equal(healthState(record({ lastSuccessAt: minutesAgo(1), lastFailureAt: minutesAgo(20) }), now), 'degraded');
  });

  it('is down while the breaker pauses it (open, or a probe out), since the run of failures began', () => {
    const open = record({ state: 'open', failingSince: minutesAgo(20), lastSuccessAt: minutesAgo(35), consecutiveFailures: 7, nextProbeAt: minutesAgo(-4) });
    assert.equal(healthState(open, now), 'down');
    assert.equal(healthState({ ...open, state: 'half-open' }, now), 'down');
    assert.deepEqual(memberHealth('codechef', open, now), {
      platform: 'codechef',
      state: 'down',
      since: '2026-03-02T14:10:00.000Z',
      lastSuccessAt: '2026-03-02T13:55:00.000Z',
    });
  });
});
