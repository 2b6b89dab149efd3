/**
 * What other modules may know about a user's cloud projects, answered by the projects module
 * (which owns the tables). Commerce reads it for the refund rules of spec section 9.
 */
export interface ProjectActivity {
  /** When the user last created or saved a cloud project, or null if never. */
  lastActivity(userUuid: string): Promise<Date | null>;
  /** True when a project saved at or after `since` had a track singing with the character (4-letter id). */
  usedCharacterSince(userUuid: string, characterId: string, since: Date): Promise<boolean>;
}
