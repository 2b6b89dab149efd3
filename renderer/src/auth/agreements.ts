import type { UserInfo } from '../../../shared/schemas/user';

/** Spec section 4: a signed-in user must accept the agreements while terms are unset or over_14 is false. */
export function needsAgreements(user: Pick<UserInfo, 'uuid' | 'terms_of_service' | 'over_14'> | null): boolean {
  if (!user?.uuid) return false;
  return !user.terms_of_service || !user.over_14;
}

export type AgreementChoices = { terms: boolean; over14: boolean; adMailing: boolean };

/** Check-all is on only when all three boxes are. */
export function allChecked(choices: AgreementChoices): boolean {
  return choices.terms && choices.over14 && choices.adMailing;
}

/** Submit needs the terms (with the privacy policy) and the age confirmation; ad mailing is optional. */
export function canSubmitAgreements(choices: AgreementChoices): boolean {
  return choices.terms && choices.over14;
}
