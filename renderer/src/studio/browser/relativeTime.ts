const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "3시간 전", "2日前": the time since `iso`, in the given language. */
export function relativeTime(iso: string, language: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.round((then - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** Less than a minute ago (or a clock a little ahead): "just now" reads better than "now" in a sentence. */
export function isJustNow(iso: string, now: number = Date.now()): boolean {
  const then = new Date(iso).getTime();
  return !Number.isNaN(then) && Math.abs(now - then) < 60_000;
}
