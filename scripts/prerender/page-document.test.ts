import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

const TEMPLATE =
  '<!doctype html><html lang="en" data-mantine-color-scheme="dark"><head><meta name="description" content="Cantara — the singing studio." /><title>Cantara</title><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

describe('pageDocument', () => {
  it('puts the markup in #root with its language, title, description and namespaces', () => {
    const document = pageDocument(TEMPLATE, 'ko', {
      html: '<main><h1>노래</h1></main>',
      title: '가격 | Cantara',
      description: '캐릭터 한 명과 무료로 시작하세요.',
      namespaces: ['common', 'pricing'],
    });
    expect(document).toContain('<html lang="ko" data-mantine-color-scheme="dark">');
    expect(document).toContain('<title>가격 | Cantara</title>');
    expect(document).toContain('<meta name="description" content="캐릭터 한 명과 무료로 시작하세요." />');
    expect(document).not.toContain('the singing studio');
    expect(document).toContain('<div id="root" data-prerendered="common pricing"><main><h1>노래</h1></main></div>');
    expect(document).toContain('<script type="module" fetchpriority="low" src="/assets/index.js"></script>');
  });

  it('holds the first paint until the parser has read the whole page: the head names the element after #root', () => {
    const document = pageDocument(TEMPLATE, 'ja', { html: '<main>歌</main>', title: null, namespaces: [] });
    const hold = document.match(/<link rel="expect" href="#([\w-]+)" blocking="render">/);
    expect(hold?.index).toBeLessThan(document.indexOf('</head>'));
    expect(document).toContain(`<main>歌</main></div><template id="${hold?.[1]}"></template>`);
  });

  it('moves leading resource hints into the head', () => {
    const document = pageDocument(TEMPLATE, 'en', {
      html: '<link rel="preload" href="/media/poster.webp" as="image"/><div>hero</div>',
      title: null,
      namespaces: ['common'],
    });
    expect(document).toContain('<link rel="preload" href="/media/poster.webp" as="image"/></head>');
    expect(document).toContain('data-prerendered="common"><div>hero</div></div>');
    expect(document).toContain('<title>Cantara</title>');
  });

  it("links the page's stylesheets the template lacks, before its resource hints", () => {
    const document = pageDocument(
      TEMPLATE,
      'en',
      { html: '<link rel="preload" href="/p.webp" as="image"/><div>hero</div>', title: null, namespaces: [] },
      { stylesheets: ['assets/index.css', 'assets/layout.css', 'assets/home.css'] },
    );
    expect(document).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/layout.css"><link rel="stylesheet" crossorigin href="/assets/home.css"><link rel="preload" href="/p.webp" as="image"/></head>',
    );
    expect(document).toContain('data-prerendered=""><div>hero</div></div>');
  });

  it('escapes a title and a description with markup in them', () => {
    const document = pageDocument(TEMPLATE, 'en', {
      html: '',
      title: 'A <b>"bold"</b> & co',
      description: '"><script>alert(1)</script>',
      namespaces: [],
    });
    expect(document).toContain('<title>A &lt;b&gt;&quot;bold&quot;&lt;/b&gt; &amp; co</title>');
    expect(document).toContain('<meta name="description" content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />');
  });

  it('refuses a template without a root element', () => {
    expect(() =>
      pageDocument('<html lang="en"><head></head></html>', 'en', { html: '', title: null, namespaces: [] }),
    ).toThrow();
  });

  it('refuses a template without a description to fill', () => {
    const withoutDescription = TEMPLATE.replace(/<meta name="description"[^>]*>/, '');
    expect(() => pageDocument(withoutDescription, 'en', { html: '', title: null, namespaces: [] })).toThrow();
  });
  it("lists the page's code for after the first paint, the template's start-up code first, and keeps only the entry's own imports in the head", () => {
    const template = TEMPLATE.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n<link rel="modulepreload" crossorigin="" href="/assets/react.js"></head>',
    );
    const document = pageDocument(
      template,
      'en',
      { html: '<link rel="preload" href="/p.webp" as="image"/><div>hero</div>', title: null, namespaces: [] },
      {
        stylesheets: [],
        scripts: ['assets/index.js', 'assets/Page.js', 'assets/strings.js'],
        entry: ['assets/runtime.js'],
      },
    );
    expect(document).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime.js">');
    expect(document).toContain('<script type="module" fetchpriority="low" src="/assets/index.js"></script>');
    expect(document).not.toContain('href="/assets/react.js"');
    expect(document).not.toContain('href="/assets/Page.js"');
    expect(document).toContain(
      '<link rel="preload" href="/p.webp" as="image"/><script type="application/json" id="start-up-code">["/assets/react.js","/assets/Page.js","/assets/strings.js"]</script></head>',
    );
  });

  it('keeps a file name with markup in it from closing the list', () => {
    const document = pageDocument(
      TEMPLATE,
      'en',
      { html: '', title: null, namespaces: [] },
      { stylesheets: [], scripts: ['assets/</script><b>.js'] },
    );
    expect(document).not.toContain('</script><b>');
    expect(document).toContain('\\u003c/script>\\u003cb>.js');
  });
});
