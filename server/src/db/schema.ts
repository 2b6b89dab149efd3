import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ServerBootsTable {
  id: Generated<number>;
  booted_at: Timestamp;
  version: string;
}

export interface Database {
  server_boots: ServerBootsTable;
}
