import { describe, expect, it } from 'vitest';
import { blankDocument } from '../../../../shared/studio/blank-document';
import { markerFormCommand } from './MarkerEditor';

const doc = blankDocument({ title: 'Markers', characterId: 'hodo', trackName: 'Voice 1' });
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const fields = { bar: '3', bpm: '96', numerator: '3', denominator: '4' };

describe('markerFormCommand', () => {
  it('sets a new tempo marker at its bar', () => {
    expect(markerFormCommand(doc, { kind: 'tempo', bar: 3 }, fields, t)).toEqual({
      errors: {},
      command: { type: 'setTempo', tick: 2 * 4 * 480, bpm: 96 },
    });
  });

  it('sets a new meter marker at its bar', () => {
    expect(markerFormCommand(doc, { kind: 'meter', bar: 3 }, fields, t).command).toEqual({
      type: 'setTimeSignature',
      tick: 2 * 4 * 480,
      numerator: 3,
      denominator: 4,
    });
  });

  it('names each field that is wrong and gives no command', () => {
    const tempo = markerFormCommand(doc, { kind: 'tempo', bar: 3 }, { ...fields, bar: '1', bpm: '900' }, t);
    expect(tempo.command).toBeUndefined();
    expect(tempo.errors.bar).toBe('lanes.errors.barRange');
    expect(tempo.errors.value).toMatch(/^lanes\.errors\.tempoRange /);

    const meter = markerFormCommand(doc, { kind: 'meter', bar: 3 }, { ...fields, denominator: '5' }, t);
    expect(meter).toEqual({ errors: { denominator: 'lanes.errors.denominator' } });
  });

  it('keeps the first marker at the start whatever bar is typed', () => {
    const first = markerFormCommand(doc, { kind: 'tempo', tick: 0, bar: 1 }, { ...fields, bar: 'x' }, t);
    expect(first).toEqual({ errors: {}, command: { type: 'setTempo', tick: 0, bpm: 96 } });
  });
});
