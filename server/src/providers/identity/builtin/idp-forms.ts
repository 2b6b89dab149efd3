import { z } from 'zod';
import { IDP_MOUNT_PATH } from './idp-provider';

/** Where a password-reset link leads. */
export const RESET_PATH = `${IDP_MOUNT_PATH}/password-reset`;

/** What the sign-in pages accept from their forms and links, and what a valid email and name are. */
export const text = (max: number) => z.string().max(max).default('');
export const uidParams = z.object({ uid: z.string().min(1).max(128) });
export const emailQuery = z.object({ email: text(254).catch('') });
export const selectBody = z.object({ account_id: text(64) });
export const signInBody = z.object({ email: text(254), password: text(1000) });
export const signUpBody = z.object({ email: text(254), name: text(200), password: text(1000) });
export const forgotBody = z.object({ email: text(254) });
export const resetQuery = z.object({ token: text(64).catch(''), uid: text(128).catch(''), lang: text(8).catch('') });
export const resetBody = z.object({ token: text(64), uid: text(128), lang: text(8), password: text(1000) });

export const validEmail = z.email().max(254);
export const validName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}\p{Cs}]+$/u);
