import { describe, expect, it } from 'vitest';
import { sanitizeLegalHtml } from './sanitize';

describe('sanitizeLegalHtml on the server', () => {
  it('keeps document markup and safe links', async () => {
    const html = await sanitizeLegalHtml(
      '<h1>Terms</h1><p><a href="mailto:hello@cantara.studio">mail</a> <a href="/refund-policy">refunds</a></p>',
    );
    expect(html).toBe(
      '<h1>Terms</h1><p><a href="mailto:hello@cantara.studio">mail</a> <a href="/refund-policy">refunds</a></p>',
    );
  });

  it('removes scripts, handlers, styles, frames and links elsewhere, as the browser does', async () => {
    const html = await sanitizeLegalHtml(
      '<p onclick="alert(1)" style="color:red">x</p><script>alert(1)</script><a href="javascript:alert(1)">y</a><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe><a href="//evil.example">z</a></div></body><script>alert(2)</script>',
    );
    expect(html).not.toMatch(/onclick|onerror|<script|javascript:|<iframe|style=|\/\/evil|<\/div>|<\/body>/);
    expect(html).toContain('<p>x</p>');
  });
});
