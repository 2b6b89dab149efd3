import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProjectActivity } from '../project-activity';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Project activity read from the projects module's tables. Saves record the characters they sing
 * with in character_uses, so a use survives the project's later edits, trash and purge.
 */
export function projectActivity(db: Db): ProjectActivity {
  return {
    async lastActivity(userUuid) {
      const row = await db
        .selectFrom('projects')
        .select((eb) => eb.fn.max('updated_at').as('last'))
        .where('user_uuid', '=', userUuid)
        .executeTakeFirst();
      return row?.last ? new Date(row.last) : null;
    },
    async usedCharacterSince(userUuid, characterId, since) {
      const row = await db
        .selectFrom('character_uses')
        .select('last_used_at')
        .where('user_uuid', '=', userUuid)
        .where('character_id', '=', characterId)
        .executeTakeFirst();
      return row ? new Date(row.last_used_at) >= since : false;
    },
  };
}

/** Records that a project saved at `at` sings with these characters. */
export async function recordCharacterUse(db: Db, userUuid: string, characterIds: string[], at: Date): Promise<void> {
  if (!characterIds.length) return;
  await db
    .insertInto('character_uses')
    .values(characterIds.map((characterId) => ({ user_uuid: userUuid, character_id: characterId, last_used_at: at })))
    .onConflict((oc) => oc.columns(['user_uuid', 'character_id']).doUpdateSet({ last_used_at: at }))
    .execute();
}
