import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPostgres, type DatabaseHandle } from '../src/db';

/** A throw-away database on the BENCH_DATABASE_URL server, dropped afterwards; `run` gets a connection to it and its URL. */
export async function withServerDatabase<T>(serverUrl: string, run: (database: DatabaseHandle, url: string) => Promise<T>): Promise<T> {
  const name = `chapter_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    return await run(connectPostgres(url.toString()), url.toString());
  } finally {
    // pg's pool.end() resolves before its sockets have closed; a forced drop would then kill a live client.
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
