// Form journeys type into several fields; the time-out is only a hang guard on a busy machine.
module.exports = { ...require('@chapter/shared/jest')(__dirname), testTimeout: 30_000 };
