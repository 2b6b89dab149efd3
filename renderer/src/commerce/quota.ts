/** A quota of -1 means unlimited (spec sections 5 and 9). */
export const UNLIMITED_QUOTA = -1;
