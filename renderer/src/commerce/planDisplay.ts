import { UNLIMITED } from '../../../shared/plans';

/** A plan start date as the spec shows it: YYYY.MM.DD, in the viewer's time zone. */
export function formatPlanDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')}`;
}

export type ProjectUsage = { count: number; quota: number; unlimited: boolean; full: boolean; percent: number };

/** Project usage against the plan's quota: -1 is unlimited; at or above the quota the storage is full. */
export function projectUsage(count: number, quota: number): ProjectUsage {
  const unlimited = quota === UNLIMITED;
  const full = !unlimited && count >= quota;
  const percent = unlimited ? 0 : quota <= 0 ? 100 : Math.min(100, Math.round((count / quota) * 100));
  return { count, quota, unlimited, full, percent };
}
