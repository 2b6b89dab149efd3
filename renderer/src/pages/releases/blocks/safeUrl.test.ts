import { describe, expect, it } from 'vitest';
import { dottedDate, safeHttpUrl, safeImageSrc, videoEmbedUrl } from './safeUrl';

describe('safeHttpUrl', () => {
  it('keeps http and https links', () => {
    expect(safeHttpUrl('https://cantara.studio/characters')).toBe('https://cantara.studio/characters');
    expect(safeHttpUrl('http://example.com')).toBe('http://example.com/');
  });
  it('drops every other scheme and garbage', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      'ftp://x',
      '//evil.example',
      '/relative',
      'not a url',
      '',
      null,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

describe('safeImageSrc', () => {
  it('allows http(s) and site paths, not protocol-relative or script URLs', () => {
    expect(safeImageSrc('/media/releases/a.webp')).toBe('/media/releases/a.webp');
    expect(safeImageSrc('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageSrc('//evil.example/a.png')).toBeNull();
    expect(safeImageSrc('/\\evil.example')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('embeds long, short, shorts and embed video-site links without cookies', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=M7lc1UVf-VE')).toBe(embed);
    expect(videoEmbedUrl('https://youtube.com/watch?v=M7lc1UVf-VE&t=10s')).toBe(embed);
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=M7lc1UVf-VE')).toBe(embed);
    expect(videoEmbedUrl('https://youtu.be/M7lc1UVf-VE')).toBe(embed);
    expect(videoEmbedUrl('https://youtu.be/M7lc1UVf-VE?si=abc')).toBe(embed);
    expect(videoEmbedUrl('https://www.youtube.com/shorts/M7lc1UVf-VE')).toBe(embed);
    expect(videoEmbedUrl('https://www.youtube.com/embed/M7lc1UVf-VE')).toBe(embed);
  });
  it('refuses other hosts, bad ids and script URLs', () => {
    expect(videoEmbedUrl('https://evil.example/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(videoEmbedUrl('https://youtube.com.evil.example/watch?v=M7lc1UVf-VE')).toBeNull();
    expect(videoEmbedUrl('https://youtu.be/"><script>')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('dottedDate', () => {
  it('shows release dates with dots', () => {
    expect(dottedDate('2026-11-04')).toBe('2026.11.04');
    expect(dottedDate('2026-11-04T09:00:00.000Z')).toBe('2026.11.04');
  });
});
