import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNotionReleaseNotes } from './notion';

const DATABASE = '2f6c1d8e4b7a4e0f9a3c5d1b8e7f6a20';
const DATA_SOURCE = 'ds-1';
const sample = JSON.parse(
  fs.readFileSync(path.resolve('server/content/releases/2026-11-04-1.11.0-en.json'), 'utf8'),
) as {
  page: { properties: Record<string, unknown> } & Record<string, unknown>;
  blocks: Array<Record<string, unknown>>;
};
const publicPage = {
  ...sample.page,
  parent: { type: 'data_source_id', data_source_id: DATA_SOURCE, database_id: DATABASE },
};

type Call = { method: string; path: string; body: unknown };

/** A stand-in for Notion's HTTP API that answers the few calls the adapter makes. */
function fakeNotion(pages: Record<string, unknown>) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname + url.search, body });
    if (url.pathname === `/v1/databases/${DATABASE}`) {
      return json({ object: 'database', id: DATABASE, data_sources: [{ id: DATA_SOURCE, name: 'Releases' }] });
    }
    if (url.pathname === `/v1/data_sources/${DATA_SOURCE}/query`) {
      return json({
        object: 'list',
        results: [publicPage, { object: 'page', id: 'broken' }],
        has_more: true,
        next_cursor: 'c2',
      });
    }
    const pageMatch = /^\/v1\/pages\/(.+)$/.exec(url.pathname);
    if (pageMatch) {
      const page = pages[pageMatch[1]!];
      return page ? json(page) : json({ object: 'error', status: 404, code: 'object_not_found', message: 'nope' }, 404);
    }
    if (/^\/v1\/blocks\/.+\/children$/.test(url.pathname)) {
      return json({
        object: 'list',
        results: [...sample.blocks, { object: 'block', id: 'x', has_children: false, type: 'table', table: {} }],
        has_more: false,
        next_cursor: null,
      });
    }
    return json({ object: 'error', status: 400, code: 'invalid_request', message: 'unexpected' }, 400);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

describe('Notion release notes', () => {
  it("queries the database's data source with the spec's sort and filter, keeping only well-formed pages", async () => {
    const fake = fakeNotion({});
    const provider = createNotionReleaseNotes('secret', DATABASE, fake.fetchImpl);
    const result = await provider.queryPosts({ language: 'ko', pageSize: 5, startCursor: 'c1' });
    expect(result.results).toHaveLength(1);
    expect(result).toMatchObject({ has_more: true, next_cursor: 'c2' });
    const query = fake.calls.find((call) => call.path.endsWith('/query'));
    expect(query?.body).toEqual({
      sorts: [{ property: 'date', direction: 'descending' }],
      filter: {
        and: [
          { property: 'status', status: { equals: 'Public' } },
          { property: 'language', select: { equals: 'ko' } },
        ],
      },
      page_size: 5,
      start_cursor: 'c1',
    });
  });

  it('lists blocks only of public pages of the configured database, dropping unknown block types', async () => {
    const otherDatabase = {
      ...publicPage,
      id: 'p2',
      parent: { type: 'database_id', database_id: 'ffffffffffffffffffffffffffffffff' },
    };
    const draft = {
      ...publicPage,
      id: 'p3',
      properties: { ...publicPage.properties, status: { type: 'status', status: { name: 'Draft' } } },
    };
    const fake = fakeNotion({ p1: publicPage, p2: otherDatabase, p3: draft });
    const provider = createNotionReleaseNotes('secret', DATABASE, fake.fetchImpl);
    const blocks = await provider.listBlocks('p1', { pageSize: 100 });
    expect(blocks?.results).toHaveLength(sample.blocks.length);
    expect(await provider.listBlocks('p2', { pageSize: 100 })).toBeNull();
    expect(await provider.listBlocks('p3', { pageSize: 100 })).toBeNull();
    expect(await provider.listBlocks('missing', { pageSize: 100 })).toBeNull();
    expect(fake.calls.filter((call) => call.path.includes('/children'))).toHaveLength(1);
  });
});
