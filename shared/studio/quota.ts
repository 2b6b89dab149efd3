import { UNLIMITED, type UtilityPerks } from '../plans';
import { type ProjectDocument, trackCountOf } from './document';

/**
 * The editor's side of the plan rules the server enforces on save: the track quota
 * per project (-1 unlimited) and the characters a user may sing with (the user info's
 * instrument_ids). Only what a save adds is checked: after a plan lapses, tracks and characters
 * already in a project stay usable, but nothing over the quota can be added.
 */

export type QuotaRefusal = 'TRACK_QUOTA_EXCEEDED' | 'CHARACTER_LOCKED';

/** What the editor knows of the user's entitlements. */
export type StudioEntitlements = {
  perks: Pick<UtilityPerks, 'track_quota'>;
  /** Ids of the characters the user may use (user info instrument_ids). */
  availableInstruments: readonly string[];
};

/** Whether a project that has `trackCount` tracks may get one more. */
export function canAddTrack(trackCount: number, perks: Pick<UtilityPerks, 'track_quota'>): boolean {
  return perks.track_quota === UNLIMITED || trackCount < perks.track_quota;
}

/** A document's voice tracks and, from schema v3, its audio tracks. */
type TrackLists = Pick<ProjectDocument, 'tracks'> & Partial<Pick<ProjectDocument, 'audioTracks'>>;

/** Whether the user may put a character on a track. */
export function isCharacterAllowed(characterId: string, availableInstruments: readonly string[]): boolean {
  return availableInstruments.includes(characterId);
}

/** The refusal for adding one track singing with `characterId`, or null when it is allowed. */
export function checkAddTrack(
  doc: TrackLists,
  characterId: string,
  entitlements: StudioEntitlements,
): QuotaRefusal | null {
  if (!canAddTrack(trackCountOf(doc), entitlements.perks)) return 'TRACK_QUOTA_EXCEEDED';
  if (!isCharacterAllowed(characterId, entitlements.availableInstruments)) return 'CHARACTER_LOCKED';
  return null;
}

/**
 * The refusal the server would give a save of `next` over `previous` (null for a new project), or
 * null: more tracks than before beyond the quota, or a track singing with a locked character that
 * did not already sing with it.
 */
export function checkSave(
  previous: TrackLists | null,
  next: TrackLists,
  entitlements: StudioEntitlements,
): QuotaRefusal | null {
  const before = previous?.tracks ?? [];
  const quota = entitlements.perks.track_quota;
  const count = trackCountOf(next);
  if (quota !== UNLIMITED && count > quota && count > (previous ? trackCountOf(previous) : 0)) {
    return 'TRACK_QUOTA_EXCEEDED';
  }
  const existing = new Set(before.map((track) => `${track.id}\u0000${track.characterId}`));
  const locked = next.tracks.some(
    (track) =>
      !existing.has(`${track.id}\u0000${track.characterId}`) &&
      !isCharacterAllowed(track.characterId, entitlements.availableInstruments),
  );
  return locked ? 'CHARACTER_LOCKED' : null;
}

/** The track quota from the user info's perks.utility list (absent: the basic plan's 8). */
export function trackQuotaFromPerkList(entries: ReadonlyArray<{ name: string; value: number | boolean }>): number {
  const entry = entries.find((candidate) => candidate.name === 'track_quota');
  return typeof entry?.value === 'number' ? entry.value : 8;
}
