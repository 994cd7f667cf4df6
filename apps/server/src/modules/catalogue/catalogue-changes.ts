import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Client } from "pg";
import { type Database, postgresPoolOf } from "../../db/client";
import { CATALOGUE_CHANGE_KINDS, type CatalogueChange, type CatalogueChangeKind } from "./catalogue-change";
import {
  acknowledgeWake,
  CATALOGUE_CHANNEL,
  CATALOGUE_HEARD_CHANNEL,
  type CatalogueChangeRecord,
  catalogueChangeCte,
  insertCatalogueChange,
  latestCatalogueChange,
  listeningInstances,
  readCatalogueChanges,
  startListening,
} from "./catalogue-changes.repository";
import { createInstancesHeard } from "./instances-heard";

export type { CatalogueChangeRecord };

/**
 * The catalogue's change events (docs/decisions/039-catalogue-change-events.md).
 *
 * Every writer of products, prices, promotions or stock publishes what it changed inside its own
 * transaction: a row per product in `catalogue_changes` (the log every instance's read side tails)
 * and, for changes a shopper must see at once, a NOTIFY that every instance listening on PostgreSQL
 * hears the moment the transaction commits. Every listening instance has heard it before the
 * writer answers. Nobody forgets another module's cached answers: the read side (catalogue.service.ts)
 * listens and keeps its caches, search index and prices true.
 */
export interface CatalogueChanges {
  /**
   * Runs `work` in one transaction. What it publishes commits with it, or not at all; once it has
   * committed, this instance and every other one listening hear it before this returns (or 1 s
   * has passed: an instance stuck or gone, instances-heard.ts).
   */
  transaction<T>(work: (tx: Database, publish: PublishChange) => Promise<T>): Promise<T>;
  /**
   * For a writer that is one statement (an order, modules/orders/place-order.statement.ts): the CTE
   * `name` publishing `change` when `onlyIf` holds. The other instances hear it at their next
   * catch-up (no NOTIFY: it would serialise every order's commit); call `committed` after it.
   */
  cte(name: string, change: CatalogueChange, onlyIf: SQL): SQL;
  /** After a statement with `cte` committed: this instance hears the change now. */
  committed(change: CatalogueChange): void;
  /** The read side's ear: called for every change this instance publishes or is woken for. */
  listen(hear: (change: CatalogueChange) => void): void;
  /**
   * Called when a wake-up may have been missed (the listening connection dropped): the read side
   * must then assume anything changed.
   */
  onMissedChanges(forgetEverything: () => void): void;
  /**
   * The log as a reader after the writers takes it (the webhooks' `stock.changed`), in the
   * reader's transaction `tx`: changes of `kinds` after `after`, oldest first; with `through`,
   * only those up to it written in the last `withinSeconds` (committed late). The row shape stays
   * behind this (catalogue-changes.repository.ts, `readCatalogueChanges`).
   */
  read(
    tx: Database,
    range: { after: number } | { after: number; through: number; withinSeconds: number },
    kinds: readonly CatalogueChangeKind[],
    limit: number,
  ): Promise<CatalogueChangeRecord[]>;
  /** The newest change's number (0 when there is none). */
  latest(tx: Database): Promise<number>;
  /** On PostgreSQL, LISTEN on a connection of its own (a second instance's writes wake this one). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export type PublishChange = (change: CatalogueChange) => Promise<void>;

/** Ids named in one wake-up at most: NOTIFY payloads stop at 8,000 bytes; more say "everything". */
const IDS_PER_WAKE = 150;
/** After the listening connection drops, how long to wait before connecting again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * How long a writer waits for every listening instance to say it has heard its wake-up before it
 * answers anyway (an instance stuck or gone: decision 039). An answer given after they all have is
 * not followed by any instance's old answer.
 */
const HEARD_TIMEOUT_MS = 1_000;

/** The wake-up sent with a change: its kind and ids (none for a change too large to name) and its writer's transaction. */
function wakeOf(change: CatalogueChange, writer: string): string {
  return JSON.stringify({
    kind: change.kind,
    productIds: change.productIds.length <= IDS_PER_WAKE ? change.productIds : null,
    writer,
  });
}

export interface Wake {
  change: CatalogueChange | "everything";
  writer: string | null;
}

/** A wake-up read back; null (ignored) when it is not one this module sent. */
export function readWake(payload: string | undefined): Wake | null {
  try {
    const parsed: unknown = JSON.parse(payload ?? "");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { kind, productIds, writer } = parsed as { kind?: unknown; productIds?: unknown; writer?: unknown };
    if (!CATALOGUE_CHANGE_KINDS.includes(kind as CatalogueChangeKind)) return null;
    const from = typeof writer === "string" ? writer : null;
    if (productIds === null) return { change: "everything", writer: from };
    if (!Array.isArray(productIds) || !productIds.every((id) => typeof id === "string")) return null;
    return { change: { kind: kind as CatalogueChangeKind, productIds }, writer: from };
  } catch {
    return null;
  }
}

export function createCatalogueChanges({
  db,
  logError = () => {},
}: {
  db: Database;
  logError?: (error: unknown, message: string) => void;
}): CatalogueChanges {
  const ears: Array<(change: CatalogueChange) => void> = [];
  const forgetters: Array<() => void> = [];
  const pool = postgresPoolOf(db);
  let connection: Client | null = null;
  let stopped = false;
  let reconnect: NodeJS.Timeout | undefined;
  /** This instance's writes waiting until every listening instance has heard them. */
  const instancesHeard = createInstancesHeard(HEARD_TIMEOUT_MS);

  function hear(change: CatalogueChange): void {
    if (change.productIds.length === 0) return;
    for (const ear of ears) ear(change);
  }
  function forgetEverything(): void {
    for (const forget of forgetters) forget();
  }

  async function connect(): Promise<void> {
    if (!pool || stopped) return;
    // A connection of its own, outside the pool: the pool's stay free for the shop's statements.
    const { default: pg } = await import("pg");
    const client = new pg.Client(pool.options);
    await client.connect();
    let listeningAs: number | null = null;
    client.on("notification", (message) => {
      if (message.channel === CATALOGUE_HEARD_CHANNEL) {
        if (message.payload) instancesHeard.heardBy(message.payload, message.processId);
        return;
      }
      if (message.channel !== CATALOGUE_CHANNEL) return;
      const wake = readWake(message.payload);
      if (!wake) return;
      if (wake.change === "everything") forgetEverything();
      else hear(wake.change);
      if (!wake.writer) return;
      // Heard and acted on (the caches above are dropped at once): the writer may answer.
      if (instancesHeard.isWaiting(wake.writer)) {
        if (listeningAs !== null) instancesHeard.heardBy(wake.writer, listeningAs);
      } else {
        acknowledgeWake(client, wake.writer).catch((error: unknown) => {
          logError(error, "catalogue change listener could not say it heard a change");
        });
      }
    });
    client.on("error", (error) => {
      logError(error, "catalogue change listener lost its connection; connecting again");
      client.end().catch(() => {});
      if (connection === client) connection = null;
      // Wake-ups sent meanwhile are lost: forget everything now, and again once listening.
      forgetEverything();
      scheduleReconnect();
    });
    listeningAs = await startListening(client);
    connection = client;
  }

  function scheduleReconnect(): void {
    if (stopped) return;
    clearTimeout(reconnect);
    reconnect = setTimeout(() => {
      connect()
        .then(forgetEverything)
        .catch((error: unknown) => {
          logError(error, "catalogue change listener could not connect; trying again");
          scheduleReconnect();
        });
    }, RECONNECT_DELAY_MS);
    reconnect.unref();
  }

  return {
    async transaction(work) {
      const published: CatalogueChange[] = [];
      const writer = randomUUID();
      // Waited for only when this instance listens (PostgreSQL) and the transaction published.
      const wait = connection ? instancesHeard.waitFor(writer) : null;
      try {
        const result = await db.transaction((tx) =>
          work(tx, async (change) => {
            await insertCatalogueChange(
              tx,
              change.kind,
              change.productIds,
              pool ? wakeOf(change, writer) : null,
            );
            if (wait && published.length === 0) wait.expect(await listeningInstances(tx));
            published.push(change);
          }),
        );
        for (const change of published) hear(change);
        if (wait && published.length > 0) await wait.heard;
        return result;
      } finally {
        wait?.cancel();
      }
    },

    cte(name, change, onlyIf) {
      return catalogueChangeCte(name, change.kind, change.productIds, onlyIf);
    },

    committed: hear,

    listen(ear) {
      ears.push(ear);
    },

    onMissedChanges(forget) {
      forgetters.push(forget);
    },

    read: readCatalogueChanges,
    latest: latestCatalogueChange,

    async start() {
      stopped = false;
      await connect();
    },

    async stop() {
      stopped = true;
      clearTimeout(reconnect);
      const client = connection;
      connection = null;
      if (client) {
        await client.end().catch(() => {});
      }
    },
  };
}
