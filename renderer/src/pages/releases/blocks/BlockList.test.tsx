import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { Block, RichText } from '../../../../../shared/schemas/notion';
import { BlockList, headingLevels } from './BlockList';

vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const plain: RichText['annotations'] = {
  bold: false,
  italic: false,
  strikethrough: false,
  underline: false,
  code: false,
  color: 'default',
};
const text = (content: string, extra: Partial<typeof plain> = {}, link: string | null = null): RichText => ({
  type: 'text',
  text: { content, link: link ? { url: link } : null },
  annotations: { ...plain, ...extra },
  plain_text: content,
  href: link,
});
const base = (id: string) => ({ object: 'block' as const, id, has_children: false });
const render = (blocks: Block[], { compact = false } = {}) =>
  renderToStaticMarkup(
    <MantineProvider>
      <BlockList blocks={blocks} compact={compact} />
    </MantineProvider>,
  );

describe('BlockList', () => {
  it('renders every annotation as markup, never as HTML from the text', () => {
    const html = render([
      {
        ...base('p1'),
        type: 'paragraph',
        paragraph: {
          color: 'default',
          rich_text: [
            text('<img src=x onerror=alert(1)>'),
            text('bold', { bold: true }),
            text('it', { italic: true }),
            text('gone', { strikethrough: true }),
            text('under', { underline: true }),
            text('x = 1', { code: true }),
            text('red', { color: 'red' }),
          ],
        },
      },
    ]);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src="x"');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<em>it</em>');
    expect(html).toContain('<s>gone</s>');
    expect(html).toContain('<u>under</u>');
    expect(html).toMatch(/<code[^>]*>x = 1<\/code>/);
    expect(html).toMatch(/<span style="color:[^"]+">red<\/span>/);
  });

  it('links only to http(s) addresses', () => {
    const html = render([
      {
        ...base('p2'),
        type: 'paragraph',
        paragraph: {
          color: 'default',
          rich_text: [text('safe', {}, 'https://cantara.studio'), text('evil', {}, 'javascript:alert(1)')],
        },
      },
    ]);
    expect(html).toContain('href="https://cantara.studio/"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('evil');
  });

  it('embeds videos through the no-cookie player and drops unsafe images', () => {
    const html = render([
      {
        ...base('v'),
        type: 'video',
        video: { type: 'external', external: { url: 'https://youtu.be/M7lc1UVf-VE' }, caption: [] },
      },
      {
        ...base('i'),
        type: 'image',
        image: { type: 'external', external: { url: 'javascript:alert(1)' }, caption: [] },
      },
    ]);
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE"');
    expect(html).not.toContain('javascript:');
  });

  it('groups list items and renders to-dos, callouts, quotes, code, headings and dividers', () => {
    const html = render([
      { ...base('h1'), type: 'heading_1', heading_1: { color: 'default', rich_text: [text('One')] } },
      { ...base('h2'), type: 'heading_2', heading_2: { color: 'default', rich_text: [text('Two')] } },
      { ...base('h3'), type: 'heading_3', heading_3: { color: 'default', rich_text: [text('Three')] } },
      { ...base('b1'), type: 'bulleted_list_item', bulleted_list_item: { color: 'default', rich_text: [text('a')] } },
      { ...base('b2'), type: 'bulleted_list_item', bulleted_list_item: { color: 'default', rich_text: [text('b')] } },
      {
        ...base('n1'),
        type: 'numbered_list_item',
        numbered_list_item: { color: 'default', rich_text: [text('first')] },
      },
      { ...base('t1'), type: 'to_do', to_do: { color: 'default', checked: true, rich_text: [text('done')] } },
      {
        ...base('c1'),
        type: 'callout',
        callout: { color: 'default', icon: { type: 'emoji', emoji: '💡' }, rich_text: [text('tip')] },
      },
      { ...base('q1'), type: 'quote', quote: { color: 'default', rich_text: [text('quoted')] } },
      { ...base('k1'), type: 'code', code: { language: 'json', caption: [], rich_text: [text('{"a":1}')] } },
      { ...base('d1'), type: 'divider', divider: {} },
    ]);
    expect(html.match(/<ul/g)).toHaveLength(1);
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('<ol');
    expect(html).toContain('<blockquote');
    expect(html).toContain('💡');
    expect(html).toContain('<hr');
    expect(html).toContain('{&quot;a&quot;:1}');
    expect(html).toMatch(/<h3[^>]*>.*One/);
  });

  it('never skips a heading level below the note title, whatever level the note starts at', () => {
    const heading = (id: string, type: 'heading_1' | 'heading_2' | 'heading_3', content: string) =>
      ({ ...base(id), type, [type]: { color: 'default', rich_text: [text(content)] } }) as Block;
    const html = render([
      heading('a', 'heading_2', 'Second first'),
      heading('b', 'heading_3', 'Third'),
      heading('c', 'heading_1', 'First'),
      heading('d', 'heading_3', 'Third again'),
    ]);
    const levels = [...html.matchAll(/<h(\d)[^>]*>(.*?)<\/h\d>/g)].map(
      ([, level, content]) => `${level} ${content?.replace(/<[^>]*>/g, '')}`,
    );
    expect(levels).toEqual(['3 Second first', '4 Third', '3 First', '4 Third again']);
    // Under a title at level 1 (the embedded notes), one level up.
    expect(headingLevels([heading('e', 'heading_2', 'x'), heading('f', 'heading_2', 'y')], 1)).toEqual(
      new Map([
        ['e', 2],
        ['f', 2],
      ]),
    );
  });

  it('sizes a picture whose dimensions the notes give, so that its space is kept before it loads', () => {
    const image = (id: string, dimensions?: { width: number; height: number }) =>
      ({
        ...base(id),
        type: 'image',
        image: { type: 'external', external: { url: `/media/releases/${id}.webp` }, dimensions, caption: [] },
      }) as Block;
    const html = render([image('sized', { width: 1300, height: 400 }), image('unknown')]);
    expect(html).toMatch(/<img src="\/media\/releases\/sized.webp" alt="" width="1300" height="400"/);
    expect(html).toMatch(/<img src="\/media\/releases\/unknown.webp" alt="" loading="lazy"/);
  });

  it("offers a picture's smaller renditions, sized to the notes' column (or the embed's width)", () => {
    const block = {
      ...base('lineup'),
      type: 'image',
      image: {
        type: 'external',
        external: { url: '/media/releases/lineup.webp' },
        dimensions: { width: 1300, height: 400 },
        sources: [{ url: '/media/releases/lineup-650.webp', width: 650 }],
        caption: [],
      },
    } as Block;
    const srcset = 'srcSet="/media/releases/lineup-650.webp 650w, /media/releases/lineup.webp 1300w"';
    expect(render([block])).toContain(
      `<img src="/media/releases/lineup.webp" ${srcset} sizes="(min-width: 960px) 862px, calc(100vw - 74px)"`,
    );
    expect(render([block], { compact: true })).toContain(`${srcset} sizes="100vw"`);
  });
});
