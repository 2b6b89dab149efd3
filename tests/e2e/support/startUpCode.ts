import { START_UP_CODE_ID } from '../../../renderer/src/app/startUpCode';

/** The code files a prerendered page lists for after its first paint (scripts/prerender/page-document.ts). */
export function startUpCodeOf(html: string): string[] {
  const list = html.match(new RegExp(`<script type="application/json" id="${START_UP_CODE_ID}">([^<]*)</script>`))?.[1];
  return JSON.parse(list ?? '[]') as string[];
}
