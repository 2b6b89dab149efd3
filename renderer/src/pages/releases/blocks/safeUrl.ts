/** An absolute http(s) URL, or null: links in release notes may go nowhere else. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image source: an http(s) URL or a path on this site (not protocol-relative). */
export function safeImageSrc(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\/(?!\/)/.test(value) && !value.includes('\\')) return value;
  return safeHttpUrl(value);
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The privacy-enhanced embed URL of a video-site link, from long (watch?v=), short (youtu.be),
 * shorts and embed forms; null for anything else.
 */
export function videoEmbedUrl(value: string | null | undefined): string | null {
  const href = safeHttpUrl(value);
  if (!href) return null;
  const url = new URL(href);
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
      id = match?.[1] ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

/** Release dates are shown with dots: 2026-11-04 → 2026.11.04. */
export function dottedDate(date: string | null | undefined): string {
  return (date ?? '').slice(0, 10).replaceAll('-', '.');
}
