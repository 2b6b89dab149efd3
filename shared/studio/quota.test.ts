import { describe, expect, it } from 'vitest';
import { PLAN_TABLE, perkList, utilityPerks } from '../plans';
import { blankDocument, blankTrack } from './blank-document';
import { canAddTrack, checkAddTrack, checkSave, isCharacterAllowed, trackQuotaFromPerkList } from './quota';

const basic = { perks: PLAN_TABLE.basic.perks, availableInstruments: ['nime'] };
const artist = { perks: PLAN_TABLE.artist.perks, availableInstruments: ['nime', 'theo', 'hodo'] };

function withTracks(count: number, characterId: 'nime' | 'theo' = 'nime') {
  const doc = blankDocument({ title: 'Song', characterId, trackName: 'T' });
  doc.tracks = Array.from({ length: count }, (_, index) =>
    blankTrack({ id: `t${index}`, name: `T${index}`, characterId }),
  );
  return doc;
}

describe('track quota', () => {
  it('allows 8 tracks on basic and any number on artist or with an owned character', () => {
    expect(canAddTrack(7, basic.perks)).toBe(true);
    expect(canAddTrack(8, basic.perks)).toBe(false);
    expect(canAddTrack(500, artist.perks)).toBe(true);
    expect(canAddTrack(8, utilityPerks('basic', true))).toBe(true);
    expect(trackQuotaFromPerkList(perkList(PLAN_TABLE.basic.perks))).toBe(8);
    expect(trackQuotaFromPerkList(perkList(PLAN_TABLE.artist.perks))).toBe(-1);
  });

  it('refuses a ninth track and a locked character when adding', () => {
    expect(checkAddTrack(withTracks(8), 'nime', basic)).toBe('TRACK_QUOTA_EXCEEDED');
    expect(checkAddTrack(withTracks(2), 'theo', basic)).toBe('CHARACTER_LOCKED');
    expect(checkAddTrack(withTracks(2), 'nime', basic)).toBeNull();
    expect(isCharacterAllowed('theo', artist.availableInstruments)).toBe(true);
  });
});

describe('save check (the server rules)', () => {
  it('keeps a lapsed project over the quota editable but refuses adding to it', () => {
    const lapsed = withTracks(10);
    expect(checkSave(lapsed, withTracks(10), basic)).toBeNull();
    expect(checkSave(lapsed, withTracks(9), basic)).toBeNull();
    expect(checkSave(lapsed, withTracks(11), basic)).toBe('TRACK_QUOTA_EXCEEDED');
    expect(checkSave(null, withTracks(9), basic)).toBe('TRACK_QUOTA_EXCEEDED');
  });

  it('lets a track keep a character that is now locked but refuses a new one', () => {
    const old = withTracks(2, 'theo');
    expect(checkSave(old, withTracks(2, 'theo'), basic)).toBeNull();
    const switched = withTracks(2, 'theo');
    switched.tracks[0] = { ...switched.tracks[0]!, characterId: 'nime' };
    expect(checkSave(withTracks(2, 'nime'), withTracks(2, 'theo'), basic)).toBe('CHARACTER_LOCKED');
    expect(checkSave(old, switched, basic)).toBeNull();
  });
});
