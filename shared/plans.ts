import type { Language } from './languages';

/**
 * The plan table of spec section 9. Commerce extends who holds which plan; the perks of each
 * plan live here so that the server and the renderer compute them the same way.
 */
export const PLAN_IDS = ['basic', 'artist', 'business'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const DEFAULT_PLAN_ID: PlanId = 'basic';

/** A quota of -1 means unlimited. */
export const UNLIMITED = -1;

export type UtilityPerks = {
  project_quota: number;
  track_quota: number;
  voice_to_midi: boolean;
  voice_conversion: boolean;
};

export type PlanRow = {
  /** How many characters the plan sings with: a number, every character, or a custom contract. */
  characters: number | 'all' | 'purchased' | 'custom';
  perks: UtilityPerks;
  /**
   * Bytes of audio clips (backing tracks, recordings, the voice changer's output) the user may keep
   * across all their projects, trash included; -1 for unlimited. Not one of the spec's perks.utility
   * names, so the user info does not list it; the audio-clip list answers it with the usage.
   */
  audioStorageBytes: number;
};

const MiB = 1024 * 1024;

export const PLAN_TABLE: Record<PlanId | 'character_ownership', PlanRow> = {
  basic: {
    characters: 1,
    perks: { project_quota: 10, track_quota: 8, voice_to_midi: false, voice_conversion: false },
    audioStorageBytes: 200 * MiB,
  },
  artist: {
    characters: 'all',
    perks: { project_quota: 1000, track_quota: UNLIMITED, voice_to_midi: true, voice_conversion: true },
    audioStorageBytes: 5 * 1024 * MiB,
  },
  character_ownership: {
    characters: 'purchased',
    perks: { project_quota: 50, track_quota: UNLIMITED, voice_to_midi: true, voice_conversion: true },
    audioStorageBytes: 1024 * MiB,
  },
  // Business terms are agreed per contract; until a contract says otherwise nothing is capped.
  business: {
    characters: 'custom',
    perks: { project_quota: UNLIMITED, track_quota: UNLIMITED, voice_to_midi: true, voice_conversion: true },
    audioStorageBytes: UNLIMITED,
  },
};

export const PLAN_NAMES: Record<PlanId, Record<Language, string>> = {
  basic: { en: 'Basic', ko: '베이직', ja: 'ベーシック' },
  artist: { en: 'Artist', ko: '아티스트', ja: 'アーティスト' },
  business: { en: 'Business', ko: '비즈니스', ja: 'ビジネス' },
};

function betterQuota(a: number, b: number): number {
  if (a === UNLIMITED || b === UNLIMITED) return UNLIMITED;
  return Math.max(a, b);
}

/** The utility perks of a plan, raised to the character-ownership row when the user owns a character. */
export function utilityPerks(plan: PlanId, ownsCharacter: boolean): UtilityPerks {
  const base = PLAN_TABLE[plan].perks;
  if (!ownsCharacter) return { ...base };
  const owned = PLAN_TABLE.character_ownership.perks;
  return {
    project_quota: betterQuota(base.project_quota, owned.project_quota),
    track_quota: betterQuota(base.track_quota, owned.track_quota),
    voice_to_midi: base.voice_to_midi || owned.voice_to_midi,
    voice_conversion: base.voice_conversion || owned.voice_conversion,
  };
}

/** The audio-clip storage quota in bytes (-1 unlimited), raised to the character-ownership row like the perks. */
export function audioStorageQuota(plan: PlanId, ownsCharacter: boolean): number {
  const base = PLAN_TABLE[plan].audioStorageBytes;
  return ownsCharacter ? betterQuota(base, PLAN_TABLE.character_ownership.audioStorageBytes) : base;
}

/** The name of the plan's character-count option in the perk list. */
export const CHARACTER_COUNT_PERK = 'character_count';

export type PerkEntry = { name: keyof UtilityPerks | typeof CHARACTER_COUNT_PERK; value: number | boolean };

/**
 * The plan's character-count option (spec section 3, plan option names): how many characters the
 * user sings with — every one (-1) on the artist and business plans, otherwise the ones they have.
 */
export function characterCountPerk(plan: PlanId, availableCharacters: number): number {
  const characters = PLAN_TABLE[plan].characters;
  return characters === 'all' || characters === 'custom' ? UNLIMITED : availableCharacters;
}

/** The name/value list the user info carries as perks.utility. */
export function perkList(perks: UtilityPerks): PerkEntry[] {
  return (Object.keys(perks) as Array<keyof UtilityPerks>).map((name) => ({ name, value: perks[name] }));
}
