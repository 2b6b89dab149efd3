import { TEST_CARDS } from '../../../../../shared/commerce';

export type CardForm = { number: string; expiry: string; cvc: string; name: string };

export type CardProblem =
  | 'number_incomplete'
  | 'number_invalid'
  | 'expiry_invalid'
  | 'expiry_past'
  | 'cvc_invalid'
  | 'name_missing'
  | 'card_declined'
  | 'card_unsupported';

export type CardResult = { ok: true; last4: string } | { ok: false; problem: CardProblem; field: keyof CardForm };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Charges a card in the built-in checkout, which only knows test cards: 4242 4242 4242 4242 pays,
 * 4000 0000 0000 0002 is declined, every other well-formed number is refused as not a test card.
 */
export function chargeTestCard(form: CardForm, now: Date): CardResult {
  const digits = form.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(digits)) return { ok: false, problem: 'number_invalid', field: 'number' };
  if (digits.length < 12) return { ok: false, problem: 'number_incomplete', field: 'number' };
  if (digits.length > 19 || !luhnValid(digits)) return { ok: false, problem: 'number_invalid', field: 'number' };

  const expiry = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, problem: 'expiry_invalid', field: 'expiry' };
  const yearText = expiry[2]!;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const endOfMonth = Date.UTC(year, month, 1);
  if (endOfMonth <= now.getTime()) return { ok: false, problem: 'expiry_past', field: 'expiry' };

  if (!/^\d{3,4}$/.test(form.cvc.trim())) return { ok: false, problem: 'cvc_invalid', field: 'cvc' };
  if (!form.name.trim()) return { ok: false, problem: 'name_missing', field: 'name' };

  if (digits === TEST_CARDS.declined) return { ok: false, problem: 'card_declined', field: 'number' };
  if (digits !== TEST_CARDS.success) return { ok: false, problem: 'card_unsupported', field: 'number' };
  return { ok: true, last4: digits.slice(-4) };
}
