import { z } from 'zod';
import { AGREEMENT_VERSION, USERNAME_MAX_LENGTH } from '../accounts';
import { LANGUAGES } from '../languages';
import { PLAN_IDS } from '../plans';
import { dataEnvelope } from './common';

const localizedText = z.object({ ko: z.string(), en: z.string(), ja: z.string() });

export const activePlanSchema = z.object({
  uuid: z.string().nullable(),
  text_content: localizedText,
  text_content_id: z.enum(PLAN_IDS),
  start_date: z.string(),
});

export const perkEntrySchema = z.object({
  name: z.enum(['project_quota', 'track_quota', 'voice_to_midi', 'voice_conversion']),
  value: z.union([z.number(), z.boolean()]),
});

/** The User info entity of spec section 3. Sections left out by the query flags are absent. */
export const userInfoSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  theme: z.literal('dark'),
  preferred_language: z.enum(LANGUAGES),
  mailing_list: z.boolean().optional(),
  ad_mailing_list: z.boolean().optional(),
  ad_mailing_date: z.string().nullable().optional(),
  register_date: z.string().optional(),
  instrument_ids: z.array(z.string()).optional(),
  active_products: z.object({ plan: activePlanSchema, addons: z.array(z.object({ uuid: z.string() })) }).optional(),
  perks: z.object({ utility: z.array(perkEntrySchema) }).optional(),
  over_14: z.boolean().optional(),
  terms_of_service: z.number().int().nullable().optional(),
  privacy_policy: z.number().int().nullable().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
export const userInfoResponseSchema = dataEnvelope(userInfoSchema);

const flag = (fallback: boolean) => z.stringbool().default(fallback);

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
export const usernameSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine((value) => [...value].length <= USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`);

/** PATCH /user/info takes its changes in the query; at least one must be given. */
export const userInfoPatchQuerySchema = z
  .object({
    terms_of_service: z.coerce.number().pipe(z.literal(AGREEMENT_VERSION)).optional(),
    privacy_policy: z.coerce.number().pipe(z.literal(AGREEMENT_VERSION)).optional(),
    over_14: z.stringbool().optional(),
    mailing_list: z.stringbool().optional(),
    ad_mailing_list: z.stringbool().optional(),
    username: usernameSchema.optional(),
    preferred_language: z.enum(LANGUAGES).optional(),
  })
  .refine((query) => Object.values(query).some((value) => value !== undefined), {
    message: 'at least one field must be given',
  });
export type UserInfoPatch = z.infer<typeof userInfoPatchQuerySchema>;

export const deactivationValidationResponseSchema = dataEnvelope(z.boolean());

export const deactivationResponseSchema = dataEnvelope(z.object({ deactivated_at: z.string(), purge_at: z.string() }));

export const activationParamsSchema = z.object({ code: z.string().min(1).max(200) });

export const profileImageResponseSchema = dataEnvelope(z.object({ image: z.string() }));
