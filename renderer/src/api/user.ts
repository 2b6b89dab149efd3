import type { Language } from '../../../shared/languages';
import type { UserInfo } from '../../../shared/schemas/user';
import { apiRequest } from './client';

/** The answers' schemas load with the first answer to check (the sign-in check imports this module on every page). */
const schemas = () => import('../../../shared/schemas/user');
const userInfoResponseSchema = async () => (await schemas()).userInfoResponseSchema;

/** The query flags the spec gives for the user info call. */
const USER_INFO_FLAGS = {
  mailing_list: true,
  active_products: true,
  available_instruments: true,
  available_perks: true,
  check_terms: true,
  register_date: false,
} as const;

export async function fetchUserInfo(accessToken: string): Promise<UserInfo> {
  const response = await apiRequest('/api/auth/v2/user', {
    accessToken,
    query: USER_INFO_FLAGS,
    schema: userInfoResponseSchema,
  });
  return response.data;
}

export type UserInfoChanges = {
  terms_of_service?: number;
  privacy_policy?: number;
  over_14?: boolean;
  mailing_list?: boolean;
  ad_mailing_list?: boolean;
  username?: string;
  preferred_language?: Language;
};

/** Changes go in the query with an empty body; the answer is the updated user info. */
export async function updateUserInfo(accessToken: string, changes: UserInfoChanges): Promise<UserInfo> {
  const response = await apiRequest('/api/auth/v2/user/info', {
    method: 'PATCH',
    accessToken,
    query: changes,
    schema: userInfoResponseSchema,
  });
  return response.data;
}

export async function uploadProfileImage(accessToken: string, image: Blob): Promise<string> {
  const form = new FormData();
  form.append('profile_image', image, 'profile.png');
  const response = await apiRequest('/api/auth/v2/user/profile-image', {
    method: 'PUT',
    accessToken,
    formData: form,
    schema: async () => (await schemas()).profileImageResponseSchema,
  });
  return response.data.image;
}

/** Resolves when the account may be deleted; GET_USER_VALIDATION_DELETE_ERROR while a subscription is paid. */
export async function validateDeactivation(accessToken: string): Promise<void> {
  await apiRequest('/api/auth/v2/user/deactivation-validation', {
    accessToken,
    schema: async () => (await schemas()).deactivationValidationResponseSchema,
  });
}

export async function deactivateAccount(accessToken: string) {
  const response = await apiRequest('/api/auth/v2/user/deactivation', {
    method: 'PATCH',
    accessToken,
    schema: async () => (await schemas()).deactivationResponseSchema,
  });
  return response.data;
}
