import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has embedded defaults for a fresh machine', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dir: path.resolve('./data/db') });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
  it('switches to PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/cantara' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db/cantara',
    });
  });
  it('refuses invalid values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow();
  });
});
