import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { versionGate } from './versionGate';

/** A read the test settles by hand, numbered in the order reads started. */
function manualReads() {
  const pending: Array<(value: number) => void> = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      const number = ++started;
      pending.push(() => resolve(number));
    });
  return { read, settleNext: () => pending.shift()!(0), started: () => started };
}

describe('versionGate', () => {
  it('never hands a caller a read that started before it asked; callers that wait together share the next read', async () => {
    const reads = manualReads();
    const gate = versionGate(reads.read);
    const first = gate();
    assert.equal(reads.started(), 1);
    // Arrive while read 1 runs: they must not get read 1, and share one queued read.
    const second = gate();
    const third = gate();
    assert.equal(reads.started(), 1, 'the queued read waits for the running one');
    reads.settleNext();
    assert.equal(await first, 1);
    // The queued read starts a few microtasks after the running one settles.
    for (let tick = 0; tick < 20 && reads.started() < 2; tick++) await Promise.resolve();
    assert.equal(reads.started(), 2);
    reads.settleNext();
    assert.deepEqual([await second, await third], [2, 2]);
    // Nothing running: a new caller starts its own read.
    const fourth = gate();
    assert.equal(reads.started(), 3);
    reads.settleNext();
    assert.equal(await fourth, 3);
  });

  it('a failed read fails its callers only; the next caller reads again', async () => {
    let calls = 0;
    const gate = versionGate(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database gone');
      return calls;
    });
    await assert.rejects(gate(), /database gone/);
    assert.equal(await gate(), 2);
  });
});
