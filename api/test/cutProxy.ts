import net from 'node:net';
import pg from 'pg';

/**
 * A TCP proxy between the app and PostgreSQL that a test can cut (every open connection reset, new ones refused: the
 * server looks stopped) and restore, to make a database outage without stopping the server.
 */
export interface CutProxy {
  /** The database URL through the proxy. */
  url: string;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startCutProxy(databaseUrl: string): Promise<CutProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port = 0) => new Promise<number>((resolve) => server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
  const port = await listen();
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  let open = true;
  const cut = async () => {
    if (!open) return;
    open = false;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of sockets) socket.resetAndDestroy();
    await closed;
  };
  return {
    url: url.toString(),
    cut,
    async restore() {
      if (open) return;
      open = true;
      await listen(port);
    },
    close: cut,
  };
}

/** The PostgreSQL server for outage tests: TEST_DATABASE_URL, else the machine's own on 127.0.0.1:5432 if it answers; null: skip. */
export async function outageTestServer(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A new, empty database on `serverUrl`; `drop` removes it. */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Math.random().toString(16).slice(2, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
