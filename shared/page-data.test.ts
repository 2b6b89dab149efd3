import { describe, expect, it } from 'vitest';
import { serializePageData } from './page-data';

describe('serializePageData', () => {
  it('writes JSON that no value can end the script element with or start markup in', () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028\u2029 >';
    const text = serializePageData({
      releases: { language: 'en', nextCursor: null, posts: [{ id: 'p', date: '', title, version: '1', blocks: [] }] },
    });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text).releases.posts[0].title).toBe(title);
  });
});
