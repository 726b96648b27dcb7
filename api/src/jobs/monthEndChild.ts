// A month end in a process of its own, for the crash test: `node --import tsx monthEndChild.ts <database> <month>
// <backupDir> [point]`. <database> is a postgres:// URL or a PGlite data folder. With a point, the process kills
// itself (SIGKILL: no clean-up, no rollback from this side) when the month end reaches it.
import { connectPostgres, openPglite } from '../db';
import { runMonthEnd, type MonthEndPoint } from './monthEnd';

const [target, month, backupDir, dieAt] = process.argv.slice(2);
if (!target || !month || !backupDir) throw new Error('usage: monthEndChild.ts <database> <month> <backupDir> [point]');
const quiet = { info() {}, warn() {}, error() {} };

const database = /^postgres(ql)?:/.test(target) ? connectPostgres(target) : await openPglite(target);
const result = await runMonthEnd({ db: database.db, log: quiet }, month, {
  backupDir,
  reached: (point: MonthEndPoint) => {
    if (point === dieAt) process.kill(process.pid, 'SIGKILL');
  },
});
await database.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
