// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeLegalHtml } from './sanitize';

describe('sanitizeLegalHtml', () => {
  it('keeps document markup and safe links', () => {
    const html = sanitizeLegalHtml(
      '<h1>Terms</h1><p><a href="mailto:hello@cantara.studio">mail</a> <a href="/refund-policy">refunds</a></p>',
    );
    expect(html).toContain('<h1>Terms</h1>');
    expect(html).toContain('href="mailto:hello@cantara.studio"');
    expect(html).toContain('href="/refund-policy"');
  });
  it('removes scripts, handlers, styles and script URLs', () => {
    const html = sanitizeLegalHtml(
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><a href="javascript:alert(1)">y</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><a href="//evil.example">z</a>',
    );
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|style=|\/\/evil/);
  });
});
