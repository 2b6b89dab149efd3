import { describe, expect, it } from 'vitest';
import { readThemeColors } from './embedMessaging';

const colors = { bg1: '#101010', bg2: '#202020', bg3: 'rgb(48, 48, 48)', border: '#333', text: 'white' };
const event = (origin: string, data: unknown) => ({ origin, data }) as MessageEvent;

describe('readThemeColors', () => {
  it('takes theme colours from an allowed origin', () => {
    expect(
      readThemeColors(event('https://host.example', { type: 'theme_colors', data: colors }), ['https://host.example']),
    ).toEqual(colors);
  });
  it('ignores other origins, other messages and colours that are not plain CSS colours', () => {
    expect(
      readThemeColors(event('https://evil.example', { type: 'theme_colors', data: colors }), ['https://host.example']),
    ).toBeNull();
    expect(
      readThemeColors(event('https://host.example', { type: 'other', data: colors }), ['https://host.example']),
    ).toBeNull();
    const injected = { ...colors, bg1: 'red; background-image: url(https://evil.example/x)' };
    expect(
      readThemeColors(event('https://host.example', { type: 'theme_colors', data: injected }), [
        'https://host.example',
      ]),
    ).toBeNull();
  });
});
