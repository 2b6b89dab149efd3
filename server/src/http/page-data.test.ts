import { describe, expect, it } from 'vitest';
import { fillPageDocument } from './page-data';

const built =
  '<!doctype html><html><head><title>T</title></head><body><div id="root" data-x="1" data-prerendered="common">' +
  '<div>skeleton</div></div>\n<script type="module" src="/a.js"></script></body></html>';

describe('fillPageDocument', () => {
  it("puts the page rendered with its data into #root, React's hints into <head> and the data after #root", () => {
    const html = fillPageDocument(
      built,
      {
        html: '<link rel="preload" as="image" href="/a.webp"><main><img src="/a.webp"></main>',
        namespaces: ['common', 'tags'],
      },
      { characters: [] },
    );
    expect(html).toBe(
      '<!doctype html><html><head><title>T</title><link rel="preload" as="image" href="/a.webp"></head><body>' +
        '<div id="root" data-x="1" data-prerendered="common tags"><main><img src="/a.webp"></main></div>' +
        '<script type="application/json" id="page-data">{"characters":[]}</script>' +
        '\n<script type="module" src="/a.js"></script></body></html>',
    );
  });

  it("puts the page's title and description, rendered with its data, into <head>", () => {
    const document = built.replace(
      '<title>T</title>',
      '<meta name="description" content="Any character." /><title>T</title>',
    );
    const html = fillPageDocument(
      document,
      {
        html: '<main>Hodong</main>',
        namespaces: ['store'],
        title: 'Hodong | Cantara',
        description: 'Hear "Hodong" & own him.',
      },
      { characters: [] },
    );
    expect(html).toContain(
      '<head><meta name="description" content="Hear &quot;Hodong&quot; &amp; own him." /><title>Hodong | Cantara</title></head>',
    );
  });

  it('refuses a document without #root', () => {
    expect(() => fillPageDocument('<html><body></body></html>', { html: '', namespaces: [] }, {})).toThrow(/#root/);
  });
});
