import { describe, expect, it } from 'vitest';
import { desktopLink, desktopProtocol } from './desktopLinks';

describe('desktop links', () => {
  it('accepts only the Cantara protocol', () => {
    expect(desktopProtocol('cantara')).toBe('cantara');
    for (const value of ['javascript', 'https', 'data', 'Cantara', 'cantara:', '', null]) {
      expect(desktopProtocol(value)).toBeNull();
    }
  });

  it('builds action links with URL-encoded values', () => {
    expect(desktopLink('cantara', 'logged-in', { code: 'a+b/c' })).toBe('cantara://logged-in?code=a%2Bb%2Fc');
    expect(desktopLink('cantara', 'agreements-success')).toBe('cantara://agreements-success');
    expect(desktopLink('cantara', 'logout', { reason: 'different ID & more' })).toBe(
      'cantara://logout?reason=different%20ID%20%26%20more',
    );
  });
});
