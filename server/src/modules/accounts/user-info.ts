import { isLanguage } from '../../../../shared/languages';
import {
  CHARACTER_COUNT_PERK,
  characterCountPerk,
  DEFAULT_PLAN_ID,
  PLAN_NAMES,
  perkList,
  utilityPerks,
} from '../../../../shared/plans';
import type { UserInfo, UserInfoQuery } from '../../../../shared/schemas/user';
import type { ActivePlan } from '../entitlements';
import type { UserRow } from './users-repo';

export type UserEntitlements = {
  plan: ActivePlan | null;
  addons: string[];
  instruments: string[];
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The User info entity of spec section 3, with the sections the query asks for. */
export function buildUserInfo(
  user: UserRow,
  entitlements: UserEntitlements,
  query: UserInfoQuery,
  fileUrl: (key: string) => string,
): UserInfo {
  const planId = entitlements.plan?.plan ?? DEFAULT_PLAN_ID;
  const info: UserInfo = {
    uuid: user.uuid,
    name: user.name,
    email: user.email,
    image: user.image_key ? fileUrl(user.image_key) : null,
    theme: 'dark',
    preferred_language: isLanguage(user.preferred_language) ? user.preferred_language : 'en',
  };
  if (query.mailing_list) {
    info.mailing_list = user.mailing_list;
    info.ad_mailing_list = user.ad_mailing_list;
    info.ad_mailing_date = iso(user.ad_mailing_date);
  }
  if (query.register_date) info.register_date = iso(user.register_date) ?? undefined;
  if (query.available_instruments) info.instrument_ids = entitlements.instruments;
  if (query.active_products) {
    info.active_products = {
      plan: {
        uuid: entitlements.plan?.uuid ?? null,
        text_content: PLAN_NAMES[planId],
        text_content_id: planId,
        start_date: iso(entitlements.plan?.startDate ?? user.register_date) ?? '',
        paid: entitlements.plan?.paid ?? false,
      },
      addons: entitlements.addons.map((uuid) => ({ uuid })),
    };
  }
  if (query.available_perks) {
    info.perks = {
      utility: [
        { name: CHARACTER_COUNT_PERK, value: characterCountPerk(planId, entitlements.instruments.length) },
        ...perkList(utilityPerks(planId, entitlements.addons.length > 0)),
      ],
    };
  }
  if (query.check_terms) {
    info.over_14 = user.over_14;
    info.terms_of_service = user.terms_of_service;
    info.privacy_policy = user.privacy_policy;
  }
  return info;
}
