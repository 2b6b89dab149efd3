import type { Generated } from 'kysely';
import type { Timestamp } from './columns';

/* The server's own tables. */

export interface ServerBootsTable {
  id: Generated<number>;
  booted_at: Timestamp;
  version: string;
}

/** Secrets the server generates once and keeps (signing keys, cookie keys). */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}
