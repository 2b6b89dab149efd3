import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../../../../shared/languages';
import { SERVER_SOURCE_DIR } from '../../source-dir';
import { html, type SafeHtml } from '../html';

/** The Cantara mark, for pages this server renders itself (the built-in sign-in and billing). */
export function cantaraLogo(size: number): SafeHtml {
  return html`<svg width="${size}" height="${size}" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
<defs><linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b197fc"/><stop offset="1" stop-color="#f783ac"/></linearGradient></defs>
<rect width="64" height="64" rx="16" fill="#2a2238"/>
<path d="M12 36c4-14 10-14 12 0s8 14 12 0 10-14 12 0" fill="none" stroke="url(#logo-gradient)" stroke-width="6" stroke-linecap="round"/>
</svg>`;
}

/**
 * One HTML document of a hosted page: the built-in identity provider's and the built-in checkout's
 * pages share this head (no indexing, no referrer, the site's icon and colour) and differ in their
 * own stylesheet, script and body.
 */
export function hostedPage(options: {
  language: Language;
  title: string;
  stylesheet: string;
  script: string;
  bodyClass?: string;
  body: SafeHtml;
}): string {
  return html`<!doctype html>
<html lang="${options.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<meta name="theme-color" content="#0d0b14">
<link rel="icon" type="image/png" sizes="32x32" href="/favicon-32.png">
<title>${options.title}</title>
<link rel="stylesheet" href="${options.stylesheet}">
<script src="${options.script}" defer></script>
</head>
<body${options.bodyClass ? html` class="${options.bodyClass}"` : ''}>
${options.body}
</body>
</html>`.value;
}

const BASE_STYLES = fs.readFileSync(path.join(SERVER_SOURCE_DIR, 'http/hosted-page/hosted-page.css'));

/** A hosted page's stylesheet: the shared base (colours, type, resets) followed by the page's own rules. */
export function hostedPageStyles(own: Buffer): Buffer {
  return Buffer.concat([BASE_STYLES, Buffer.from('\n'), own]);
}
