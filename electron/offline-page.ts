/** Shown when the window cannot reach the website; the page has no scripts and no bridge access. */
const MESSAGES = {
  en: { title: 'Cannot reach Cantara', body: 'Check your internet connection and try again.', retry: 'Try again' },
  ko: {
    title: 'Cantara에 연결할 수 없습니다',
    body: '인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    retry: '다시 시도',
  },
  ja: {
    title: 'Cantaraに接続できません',
    body: 'インターネット接続を確認して、もう一度お試しください。',
    retry: '再試行',
  },
} as const;

type Language = keyof typeof MESSAGES;

function languageOf(locale: string): Language {
  const prefix = locale.slice(0, 2).toLowerCase();
  return prefix === 'ko' || prefix === 'ja' ? prefix : 'en';
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function offlinePageUrl(locale: string, retryUrl: string): string {
  const language = languageOf(locale);
  const text = MESSAGES[language];
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(text.title)}</title>
<style>body{margin:0;height:100vh;display:grid;place-items:center;background:#0d0b14;color:#e9e6f2;font:16px system-ui,sans-serif}
main{text-align:center;max-width:560px;padding:24px}h1{font-size:22px;margin:0 0 12px}p{color:#a9a3bd;margin:0 0 24px}
a{display:inline-block;padding:10px 20px;border-radius:8px;background:linear-gradient(135deg,#b197fc,#f783ac);color:#16121f;text-decoration:none;font-weight:600}</style>
</head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.body)}</p>
<a href="${escapeHtml(retryUrl)}">${escapeHtml(text.retry)}</a></main></body></html>`;
  return `data:text/html;charset=utf-8,${encodeURIComponent(html)}`;
}
