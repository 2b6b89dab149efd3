/** Resolution of the song's time axis: ticks per quarter note (as in MIDI files and OpenUtau). */
export const TICKS_PER_QUARTER = 480;

/** Hard limits of one project document, enforced on the server (413 PROJECT_TOO_LARGE) and checked in the editor. */
export const DOCUMENT_LIMITS = {
  /** Size of the document serialised as JSON, in bytes of UTF-8. */
  maxJsonBytes: 4 * 1024 * 1024,
  maxNotes: 20_000,
  maxTracks: 100,
  maxClipsPerTrack: 500,
  /** The longest recording a clip can come from, in seconds (an hour). */
  maxAudioSeconds: 3600,
  maxCurvePointsPerTrack: 50_000,
  maxTempoChanges: 1_000,
  maxTimeSignatureChanges: 1_000,
  maxTitleLength: 100,
  maxTrackNameLength: 64,
  maxLyricLength: 32,
  maxPhonemesLength: 64,
  /** About 2.3 hours at 120 BPM: far beyond a song, small enough that every tick fits in an int32. */
  maxTick: 480 * 4 * 2_000,
} as const;

export const TEMPO_RANGE = { min: 20, max: 400 } as const;
export const GAIN_DB_RANGE = { min: -60, max: 12 } as const;
export const PITCH_CURVE_CENTS = { min: -2400, max: 2400 } as const;
export const DYNAMICS_CURVE_DB = { min: -60, max: 12 } as const;
