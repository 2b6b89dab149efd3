import { z } from 'zod/mini';
import { AGREEMENT_VERSION, USERNAME_MAX_LENGTH } from '../accounts';
import { LANGUAGES } from '../languages';
import { PLAN_IDS } from '../plans';
import { dataEnvelope } from './common';

const localizedText = z.object({ ko: z.string(), en: z.string(), ja: z.string() });

export const activePlanSchema = z.object({
  uuid: z.nullable(z.string()),
  text_content: localizedText,
  text_content_id: z.enum(PLAN_IDS),
  start_date: z.string(),
  /** False for basic and for a plan a voucher granted: such a user can still buy the paid plan. */
  paid: z.optional(z.boolean()),
});

export const perkEntrySchema = z.object({
  name: z.enum(['character_count', 'project_quota', 'track_quota', 'voice_to_midi', 'voice_conversion']),
  value: z.union([z.number(), z.boolean()]),
});

/** The User info entity of spec section 3. Sections left out by the query flags are absent. */
export const userInfoSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.nullable(z.string()),
  theme: z.literal('dark'),
  preferred_language: z.enum(LANGUAGES),
  mailing_list: z.optional(z.boolean()),
  ad_mailing_list: z.optional(z.boolean()),
  ad_mailing_date: z.optional(z.nullable(z.string())),
  register_date: z.optional(z.string()),
  instrument_ids: z.optional(z.array(z.string())),
  active_products: z.optional(z.object({ plan: activePlanSchema, addons: z.array(z.object({ uuid: z.string() })) })),
  perks: z.optional(z.object({ utility: z.array(perkEntrySchema) })),
  over_14: z.optional(z.boolean()),
  terms_of_service: z.optional(z.nullable(z.int())),
  privacy_policy: z.optional(z.nullable(z.int())),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export const userInfoResponseSchema = dataEnvelope(userInfoSchema);

const flag = (fallback: boolean) => z._default(z.stringbool(), fallback);

/** Which sections of the user info to include; defaults are the values the renderer sends. */
export const userInfoQuerySchema = z.object({
  mailing_list: flag(true),
  active_products: flag(true),
  available_instruments: flag(true),
  available_perks: flag(true),
  check_terms: flag(true),
  register_date: flag(false),
});
export type UserInfoQuery = z.infer<typeof userInfoQuerySchema>;

/** A user name: 1 to 24 characters (code points, so that an emoji counts once). */
export const usernameSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.refine((value) => [...value].length <= USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`),
);

const agreementVersion = z.pipe(z.coerce.number(), z.literal(AGREEMENT_VERSION));

/** PATCH /user/info takes its changes in the query; at least one must be given. */
export const userInfoPatchQuerySchema = z
  .object({
    terms_of_service: z.optional(agreementVersion),
    privacy_policy: z.optional(agreementVersion),
    over_14: z.optional(z.stringbool()),
    mailing_list: z.optional(z.stringbool()),
    ad_mailing_list: z.optional(z.stringbool()),
    username: z.optional(usernameSchema),
    preferred_language: z.optional(z.enum(LANGUAGES)),
  })
  .check(
    z.refine((query) => Object.values(query).some((value) => value !== undefined), {
      message: 'at least one field must be given',
    }),
  );
export type UserInfoPatch = z.infer<typeof userInfoPatchQuerySchema>;

export const deactivationValidationResponseSchema = dataEnvelope(z.boolean());

export const deactivationResponseSchema = dataEnvelope(z.object({ deactivated_at: z.string(), purge_at: z.string() }));

export const activationParamsSchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(200)) });

export const profileImageResponseSchema = dataEnvelope(z.object({ image: z.string() }));
