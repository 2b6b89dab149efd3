import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { safeFileName } from '../shared/desktop-bridge';
import { createPreloadBridge } from './preload-bridge';
import { createSaveFileHandler, parseSaveFileRequest, type SaveDialogOptions } from './save-file';

const WAV = new Uint8Array([82, 73, 70, 70]);

function handler(answer: { canceled: boolean; filePath?: string }) {
  const shown: SaveDialogOptions[] = [];
  const written: Array<{ filePath: string; bytes: Uint8Array }> = [];
  const save = createSaveFileHandler({
    showSaveDialog: async (options) => {
      shown.push(options);
      return answer;
    },
    writeFile: async (filePath, bytes) => {
      written.push({ filePath, bytes });
    },
    directory: () => '/home/mina/Music',
  });
  return { save, shown, written };
}

describe('saving a file through the system dialog', () => {
  it('offers a safe name with the kind’s filter in the user’s folder and writes the bytes where they chose', async () => {
    const { save, shown, written } = handler({ canceled: false, filePath: '/home/mina/Desktop/take 2.wav' });
    const result = await save({ kind: 'wav', suggestedName: 'Morning Light', bytes: WAV });
    expect(shown).toEqual([
      {
        defaultPath: path.join('/home/mina/Music', 'Morning Light.wav'),
        filters: [{ name: 'WAV audio', extensions: ['wav'] }],
      },
    ]);
    expect(written).toEqual([{ filePath: '/home/mina/Desktop/take 2.wav', bytes: WAV }]);
    expect(result).toEqual({ status: 'saved', name: 'take 2.wav' });
  });

  it('adds the extension when the user typed a bare name', async () => {
    const { save, written } = handler({ canceled: false, filePath: '/tmp/mix' });
    expect(await save({ kind: 'wav', suggestedName: 'x', bytes: WAV })).toEqual({ status: 'saved', name: 'mix.wav' });
    expect(written[0]!.filePath).toBe('/tmp/mix.wav');
  });

  it('writes nothing when the dialog is cancelled', async () => {
    const { save, written } = handler({ canceled: true });
    expect(await save({ kind: 'wav', suggestedName: 'Song', bytes: WAV })).toEqual({ status: 'cancelled' });
    expect(written).toEqual([]);
  });

  it('refuses requests that are not a known kind with bytes, before any dialog opens', async () => {
    const { save, shown } = handler({ canceled: false, filePath: '/tmp/a.wav' });
    for (const bad of [
      null,
      'song.wav',
      { kind: 'exe', suggestedName: 'a', bytes: WAV },
      { kind: 'toString', suggestedName: 'a', bytes: WAV },
      { kind: 'wav', suggestedName: 3, bytes: WAV },
      { kind: 'wav', suggestedName: 'a', bytes: [1, 2, 3] },
      { kind: 'wav', suggestedName: 'a', bytes: 'RIFF' },
    ]) {
      await expect(save(bad)).rejects.toThrow(/Refused to save/);
    }
    expect(shown).toEqual([]);
  });

  it('refuses files over the size limit', () => {
    const huge = { byteLength: 2 * 1024 ** 3 };
    Object.setPrototypeOf(huge, Uint8Array.prototype);
    expect(() => parseSaveFileRequest({ kind: 'wav', suggestedName: 'a', bytes: huge })).toThrow(/too large/);
  });
});

describe('safeFileName', () => {
  it.each([
    ['Morning Light', 'Morning Light.wav'],
    ['Voice test - 1-Lead.wav', 'Voice test - 1-Lead.wav'],
    ['../../etc/passwd', '_.._etc_passwd.wav'],
    ['a/b\\c:d*e?f"g<h>i|j', 'a_b_c_d_e_f_g_h_i_j.wav'],
    ['line\nbreak\u0000', 'line_break_.wav'],
    ['  trailing dots... ', 'trailing dots.wav'],
    ['CON', '_CON.wav'],
    ['', 'untitled.wav'],
    ['...', 'untitled.wav'],
    ['朝の光', '朝の光.wav'],
    ['아침 햇살.WAV', '아침 햇살.wav'],
  ])('%j → %j', (suggested, expected) => {
    expect(safeFileName(suggested, 'wav')).toBe(expected);
  });

  it('keeps long names under the limit', () => {
    expect(safeFileName('a'.repeat(500), 'wav')).toHaveLength(204);
  });
});

describe('the preload’s saveFile', () => {
  it('asks the main process over its channel with only the request’s fields', async () => {
    const invoke = vi.fn(async () => ({ status: 'saved', name: 'a.wav' }));
    const bridge = createPreloadBridge({ invoke, on: vi.fn(), removeListener: vi.fn() });
    expect(bridge.capabilities.nativeSaveDialog).toBe(true);
    const request = { kind: 'wav' as const, suggestedName: 'a', bytes: WAV, extra: 'ignored' };
    expect(await bridge.saveFile!(request)).toEqual({ status: 'saved', name: 'a.wav' });
    expect(invoke).toHaveBeenCalledWith('cantara:save-file', { kind: 'wav', suggestedName: 'a', bytes: WAV });
  });
});
