import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Language } from '../../../../shared/languages';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/accounts';
import { accountChanged } from './account-changes';

export type UserRow = Selectable<UsersTable>;
export type UserChanges = Updateable<UsersTable>;

export function usersRepo(db: Kysely<Database>) {
  return {
    findByUuid(uuid: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
    },

    async findByIdentity(provider: string, subject: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('user_identities as i')
        .innerJoin('users as u', 'u.uuid', 'i.user_uuid')
        .selectAll('u')
        .where('i.provider', '=', provider)
        .where('i.subject', '=', subject)
        .executeTakeFirst();
    },

    /** Creates the user and links the identity in one transaction; null when another request linked it first. */
    async createWithIdentity(input: {
      provider: string;
      subject: string;
      email: string;
      name: string;
      preferredLanguage: Language;
      now: Date;
    }): Promise<UserRow | null> {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .insertInto('users')
          .values({
            uuid: randomUUID(),
            email: input.email,
            name: input.name,
            image_key: null,
            preferred_language: input.preferredLanguage,
            register_date: input.now,
            ad_mailing_date: null,
            terms_of_service: null,
            privacy_policy: null,
            deactivated_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const linked = await trx
          .insertInto('user_identities')
          .values({ provider: input.provider, subject: input.subject, user_uuid: user.uuid, created_at: input.now })
          .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
          .returning('user_uuid')
          .executeTakeFirst();
        if (!linked) {
          await trx.deleteFrom('users').where('uuid', '=', user.uuid).execute();
          return null;
        }
        return user;
      });
    },

    /** Changes the user's row; cached copies (user info, access-token checks) are dropped. */
    async update(uuid: string, changes: UserChanges): Promise<UserRow | undefined> {
      const row = await db.updateTable('users').set(changes).where('uuid', '=', uuid).returningAll().executeTakeFirst();
      accountChanged(db, { userUuid: uuid });
      return row;
    },

    /** Users deactivated at or before the cutoff, removed with everything that references them. */
    async purgeDeactivatedBefore(cutoff: Date): Promise<UserRow[]> {
      const purged = await db.deleteFrom('users').where('deactivated_at', '<=', cutoff).returningAll().execute();
      for (const user of purged) accountChanged(db, { userUuid: user.uuid });
      return purged;
    },
  };
}
export type UsersRepo = ReturnType<typeof usersRepo>;
