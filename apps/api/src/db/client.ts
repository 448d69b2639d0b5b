import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createTableRelationsHelpers, extractTablesRelationalConfig } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import {
  drizzle as drizzlePostgres,
  PostgresJsDatabase,
  PostgresJsSession,
} from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema.js';
import { acquireDataDirLock } from './data-dir-lock.js';

/** One Drizzle type for both drivers: repositories never know which database they talk to. */
/** A piece of SQL, as repositories build it and hand it to one another's statements. */
export type { SQL } from 'drizzle-orm';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction inside the database; it answers every query the database does. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a repository runs on: the database itself, or the transaction a service opened. */
export type Executor = Database | Transaction;

/**
 * How a use case's change reaches the database: `work` runs its statements on the executor it is
 * given. By default that is the database itself; a route may wrap it (the caches' barrier rides
 * with a booking this way, decision 038), and the use case need not know.
 */
export type RunChange = <T>(work: (db: Executor) => Promise<T>) => Promise<T>;

/**
 * PostgreSQL's LISTEN/NOTIFY on the open database: across every process of one PostgreSQL, and
 * within the one process that holds an embedded PGlite (lib/bus.ts builds on it).
 */
export interface Notifications {
  /**
   * Calls `onPayload` with every payload sent on `channel` until the returned function is called,
   * and `onListen` each time listening (re)starts: what was sent while a dropped connection was
   * away is lost, so a listener that keeps state from the payloads starts over there.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onListen?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Embedded PGlite only: hands this process's listeners every notification committed so far.
   * Its one backend passes them on when it next runs a statement, not when it goes idle, so a
   * process waiting for its own notification must run one (lib/change-barrier.ts).
   */
  deliverPending?: () => Promise<void>;
}

/** A session setting (PostgreSQL's `set_config`), named and valued. */
export interface SessionSetting {
  name: string;
  value: string;
}

/** The rows of `db.execute`'s answer: postgres.js gives an array of them, PGlite an object holding them. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

export interface DatabaseHandle {
  db: Database;
  notifications: Notifications;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL, for work that needs a connection of its own (migrations). */
  url?: string;
  /**
   * PostgreSQL only: runs `work` on one connection of the pool whose session has `setting` for
   * as long as `work` runs, then clears it. The setting is sent in the same write as the first
   * statement of `work` (no round trip of its own), and cleared after its last answer without
   * delaying the caller's. A transaction `work` opens runs on another connection, without it.
   */
  withSetting?<T>(setting: SessionSetting, work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * In-memory PGlite only: its data folder as a tarball, which `openDatabase({ snapshot })` starts
   * from (the API tests migrate one database and copy it for each test file).
   */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one, an embedded PGlite database is used. */
  url?: string;
  /** The folder PGlite keeps its files in; omit for an in-memory database (tests). */
  dataDir?: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
  /** An in-memory PGlite only: the data folder it starts from, as `snapshot()` dumped it. */
  snapshot?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const client = postgres(options.url, {
      max: options.poolSize ?? 10,
      onnotice: () => {},
      // JIT compiles a query whose estimated cost is high, which costs ~200 ms each time: the
      // free-slot query's estimates (generate_series, small never-analysed tables) cross that line
      // while it runs in milliseconds, as every query of this API does.
      connection: { application_name: 'sustho-api', jit: 'off' },
    });
    const db = drizzlePostgres(client, { schema });
    const dialect = new PgDialect();
    const tables = extractTablesRelationalConfig(schema, createTableRelationsHelpers);
    const relational = {
      fullSchema: schema,
      schema: tables.tables,
      tableNamesMap: tables.tableNamesMap,
    };
    /** The database on one reserved connection, built as Drizzle builds a transaction's. */
    const onConnection = (connection: postgres.Sql) =>
      new PostgresJsDatabase<Record<string, unknown>>(
        dialect,
        new PostgresJsSession(connection, dialect, relational, {}),
        relational,
      ) as unknown as Database;
    return {
      db: db as unknown as Database,
      async withSetting(setting, work) {
        const connection = await client.reserve();
        const set = (value: string) =>
          connection`select set_config(${setting.name}, ${value}, false)`.execute();
        // Queued before `work` runs, so it goes out ahead of its first statement, in the same write.
        void set(setting.value).catch(() => {});
        try {
          return await work(onConnection(connection));
        } finally {
          // The connection goes back to the pool once its setting is cleared.
          void set('')
            .catch(() => {})
            .finally(() => connection.release());
        }
      },
      notifications: {
        // postgres.js keeps one connection of its own for every LISTEN and re-listens after a drop.
        async listen(channel, onPayload, onListen) {
          const { unlisten } = await client.listen(channel, onPayload, onListen);
          return unlisten;
        },
        async notify(channel, payload) {
          await client.notify(channel, payload);
        },
      },
      kind: 'postgres',
      url: options.url,
      close: () => client.end({ timeout: 5 }),
    };
  }
  let releaseLock = () => {};
  let pglite: PGlite;
  // btree_gist backs the bookings' exclusion constraints (migration 0006); pg_trgm the medicine
  // search (decision 048).
  const extensions = { btree_gist, pg_trgm };
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(options.dataDir);
    pglite = new PGlite(path.join(options.dataDir, 'pglite'), { extensions });
  } else {
    pglite = new PGlite({ extensions, loadDataDir: options.snapshot });
  }
  await pglite.waitReady;
  return {
    db: drizzlePglite(pglite, { schema }) as unknown as Database,
    notifications: {
      // The embedded database lives in this process: its listening never drops.
      async listen(channel, onPayload, onListen) {
        const unlisten = await pglite.listen(channel, onPayload);
        onListen?.();
        return unlisten;
      },
      async notify(channel, payload) {
        await pglite.query('select pg_notify($1, $2)', [channel, payload]);
      },
      async deliverPending() {
        await pglite.query('select 1');
      },
    },
    kind: 'pglite',
    ...(options.dataDir ? {} : { snapshot: () => pglite.dumpDataDir('none') }),
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}
