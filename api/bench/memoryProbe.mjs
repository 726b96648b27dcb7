// Loaded into the API process by the live-streams benchmark only (`node --expose-gc --import ./bench/memoryProbe.mjs
// dist/server.js`, started with an IPC channel): asked "bench:memory", it collects garbage and answers with
// process.memoryUsage(), so the bench compares the heap after a full collection, not whatever garbage was waiting.
// It changes nothing else in the server; without the IPC channel (a normal start) it does nothing.
if (process.send) {
  process.on('message', (message) => {
    if (message !== 'bench:memory') return;
    globalThis.gc?.();
    globalThis.gc?.();
    process.send({ benchMemory: process.memoryUsage() });
  });
  // The channel must not keep the server alive once it has closed its server (SIGTERM).
  process.channel?.unref();
}
