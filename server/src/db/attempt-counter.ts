import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/** At most `limit` tries per key within `windowSeconds`; the try that reaches the limit locks the key for a window. */
export type AttemptRule = { limit: number; windowSeconds: number };

/** A table of per-key counters: its key column, its count column, `window_started_at` and `locked_until`. */
export type CounterTable = { table: keyof Database; keyColumn: string; countColumn: string };

export type Reservation = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a try before it is evaluated, in one statement, so that no interleaving of parallel tries
 * evaluates more than the limit: the try gets a number, tries numbered past the limit are refused,
 * and the one that reaches the limit locks the key for the window's length. While a key is locked
 * its count does not restart with a new window.
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  counter: CounterTable,
  key: string,
  rule: AttemptRule,
  now: Date,
): Promise<Reservation> {
  const table = sql.table(counter.table);
  const keyColumn = sql.ref(counter.keyColumn);
  const count = sql.ref(`${counter.table}.${counter.countColumn}`);
  const countColumn = sql.ref(counter.countColumn);
  const windowStarted = sql.ref(`${counter.table}.window_started_at`);
  const lockedUntil = sql.ref(`${counter.table}.locked_until`);
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const lockUntil = new Date(now.getTime() + rule.windowSeconds * 1000);
  const restarts = sql`${windowStarted} <= ${windowStart} and (${lockedUntil} is null or ${lockedUntil} <= ${now})`;
  const nextCount = sql`case when ${restarts} then 1 else ${count} + 1 end`;
  const result = await sql<{ count: number; locked_until: Date | string | null }>`
    insert into ${table} (${keyColumn}, ${countColumn}, window_started_at, locked_until)
    values (${key}, 1, ${now}, ${rule.limit <= 1 ? lockUntil : null})
    on conflict (${keyColumn}) do update set
      ${countColumn} = ${nextCount},
      window_started_at = case when ${restarts} then ${now} else ${windowStarted} end,
      locked_until = case
        when ${lockedUntil} > ${now} then ${lockedUntil}
        when (${nextCount}) >= ${rule.limit} then ${lockUntil}::timestamptz
        else null end
    returning ${countColumn} as count, locked_until`.execute(db);
  const row = result.rows[0];
  if (!row || Number(row.count) <= rule.limit) return { allowed: true };
  const until = row.locked_until ? new Date(row.locked_until).getTime() : lockUntil.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/**
 * Gives back a try that turned out not to be a guess (the right password, a sign-up that did not
 * happen): one fewer in the count, and no lock unless the count is still at the limit.
 */
export async function refundAttempt(
  db: Kysely<Database>,
  counter: CounterTable,
  key: string,
  rule: AttemptRule,
): Promise<void> {
  const count = sql.ref(counter.countColumn);
  await sql`
    update ${sql.table(counter.table)} set
      ${count} = greatest(${count} - 1, 0),
      locked_until = case when ${count} - 1 < ${rule.limit} then null else locked_until end
    where ${sql.ref(counter.keyColumn)} = ${key}`.execute(db);
}

/** Reserves a try on every key, or on none: a refused key gives back the others' tries. */
export async function reserveAttempts(
  db: Kysely<Database>,
  counter: CounterTable,
  entries: ReadonlyArray<{ key: string; rule: AttemptRule }>,
  now: Date,
): Promise<Reservation> {
  const results = await Promise.all(entries.map((entry) => reserveAttempt(db, counter, entry.key, entry.rule, now)));
  const refused = results.filter((result) => !result.allowed);
  if (refused.length === 0) return { allowed: true };
  await Promise.all(
    entries.map((entry, index) =>
      results[index]?.allowed ? refundAttempt(db, counter, entry.key, entry.rule) : Promise.resolve(),
    ),
  );
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((result) => result.retryAfterSeconds)) };
}
