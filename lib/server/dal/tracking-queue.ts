import "server-only";
import { getDb } from "../db/client";
import { pgErrorCode, REFERENCED_ROW } from "../db/errors";
import { insertTrackings, type TrackingRow } from "./tracking-insert";

/*
 * Analytics events are written behind the diners' backs (a burst of 10,000 must not slow an order down).
 * A batch is checked when it is taken up (its visit, campaign and profile are the brand's: the API's 404) and
 * answered then; its rows wait here and are written every FLUSH_MS in slices of TRACKING_SLICE rows, each its own
 * statement, so an order's queries pass between slices instead of waiting for the whole burst. What a crash
 * loses is at most FLUSH_MS of events; a shutdown writes them first (lib/server/analytics/shutdown.ts).
 * One queue per process, on globalThis: the route handlers are separate bundles in one process.
 */

/** Events reach the tables within this (and the operator's summary writes what waits before it reads). */
const FLUSH_MS = 250;
/**
 * Rows per statement: what an order's query may wait behind (PGlite runs a statement on the event loop). 50 rows
 * take ~6 ms here (tracking-insert.ts); a burst of 10,000 events is 200 of them, each followed by the loop's turn.
 */
export const TRACKING_SLICE = 50;
/** A database away for long: the oldest events are dropped first, so memory stays bounded. */
const MAX_WAITING = 100_000;

interface Queue {
  enqueue: (rows: readonly TrackingRow[]) => void;
  flush: () => Promise<void>;
}

const KEY = Symbol.for("comanda.tracking-queue");

// The queue's state lives in this closure, reached through two functions: nothing on globalThis is ever reassigned.
function createQueue(): Queue {
  const waiting: TrackingRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> | null = null;
  let failing = false;

  const later = () => {
    if (!timer && !writing && waiting.length) timer = setTimeout(() => void write(), FLUSH_MS).unref();
  };

  const write = (rethrow = false): Promise<void> => {
    timer = null;
    writing = writeSlices(waiting)
      .then(() => {
        if (failing) console.info("[trackings] the database takes events again");
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) console.warn("[trackings] events wait, the database refused them:", error instanceof Error ? error.message : error);
        failing = true;
        if (rethrow) throw error;
      })
      .finally(() => {
        writing = null;
        later();
      });
    return writing;
  };

  return {
    enqueue: (rows) => {
      waiting.push(...rows);
      if (waiting.length > MAX_WAITING) {
        const dropped = waiting.splice(0, waiting.length - MAX_WAITING);
        console.warn(`[trackings] ${dropped.length} events dropped: the database has not taken them for too long`);
      }
      later();
    },
    flush: async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      while (writing) await writing.catch(() => undefined);
      if (waiting.length) await write(true);
    },
  };
}

function queue(): Queue {
  const holder = globalThis as { [KEY]?: Queue };
  return (holder[KEY] ??= createQueue());
}

/** Accepts checked rows for writing soon. */
export function enqueueTrackings(rows: readonly TrackingRow[]): void {
  queue().enqueue(rows);
}

/** Writes everything waiting now (the operator's summary, a shutdown, tests); rejects when the database refuses. */
export function flushTrackings(): Promise<void> {
  return queue().flush();
}

/** Writes `waiting` in slices, taking each off as it is written; what the database refuses stays for the next try. */
async function writeSlices(waiting: TrackingRow[]): Promise<void> {
  const db = await getDb();
  while (waiting.length) {
    const slice = waiting.splice(0, TRACKING_SLICE);
    try {
      await insertTrackings(db, slice);
    } catch (error) {
      if (!REFERENCED_ROW.includes(pgErrorCode(error) ?? "")) {
        waiting.unshift(...slice);
        throw error;
      }
      // a visit swept by retention (or a profile forgotten) since its events were checked: only its own go
      const visits = [...bySession(slice).values()];
      while (visits.length) {
        try {
          await insertTrackings(db, visits[0]!);
        } catch (each) {
          if (!REFERENCED_ROW.includes(pgErrorCode(each) ?? "")) {
            waiting.unshift(...visits.flat());
            throw each;
          }
        }
        visits.shift();
      }
    }
    // the event loop's turn: an order's next query goes before the next slice
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function bySession(rows: readonly TrackingRow[]): Map<string, TrackingRow[]> {
  const groups = new Map<string, TrackingRow[]>();
  for (const row of rows) {
    const group = groups.get(row.sessionId);
    if (group) group.push(row);
    else groups.set(row.sessionId, [row]);
  }
  return groups;
}
