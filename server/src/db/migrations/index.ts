import type { Migration } from 'kysely';
import * as serverBoots from './0001_server_boots';

/** Migrations in order. Names sort lexically, so keep the numeric prefix. */
export const migrations: Record<string, Migration> = {
  '0001_server_boots': serverBoots,
};
