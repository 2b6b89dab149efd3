import type { ColumnType } from 'kysely';

/* Column types the tables share. */

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type Json<T> = ColumnType<T, string, string>;

export type JsonColumn<T> = ColumnType<T, string, string>;

export type Localized = { en: string; ko: string; ja: string };
