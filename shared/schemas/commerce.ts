import { z } from 'zod/mini';
import { CODE_MAX_LENGTH, PAY_MODES } from '../commerce';
import { CURRENCIES } from '../money';
import { dataEnvelope } from './common';

// Schemas of the commerce calls (spec section 7): promotions, invoice preview, checkout, billing
// portal, owned characters, lookup-key validation, project counts and vouchers.

const MAX_CART_ITEMS = 50;

export const lookupKeySchema = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(100),
    z.regex(/^[A-Za-z0-9_.-]+$/, 'a lookup key has letters, digits, dots, dashes and underscores only'),
  );

/** Lookup keys arrive repeated (`?price_lookup_keys=a&price_lookup_keys=b`) or comma separated. */
const lookupKeyListSchema = z.pipe(
  z.transform((value: unknown) => {
    const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
    return list.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item])).filter((item) => item !== '');
  }),
  z.array(lookupKeySchema).check(z.minLength(1, 'at least one lookup key is required'), z.maxLength(MAX_CART_ITEMS)),
);

const codeSchema = z.string().check(z.trim(), z.minLength(1, 'a code is required'), z.maxLength(CODE_MAX_LENGTH));
const urlSchema = z.string().check(z.minLength(1), z.maxLength(2000));

export const promoCodeParamsSchema = z.object({ code: codeSchema });

export const promotionSchema = z.object({
  code: z.string(),
  /** Add-on uuids the promotion applies to; null means every character. */
  applies_to: z.nullable(z.array(z.string())),
  percent_off: z.int().check(z.gte(1), z.lte(100)),
});
export type Promotion = z.infer<typeof promotionSchema>;
export const promotionResponseSchema = dataEnvelope(promotionSchema);

export const lookupKeysQuerySchema = z.object({ price_lookup_keys: lookupKeyListSchema });
export const lookupKeysValidationResponseSchema = dataEnvelope(z.boolean());

export const invoicePreviewQuerySchema = z.object({
  price_lookup_keys: lookupKeyListSchema,
  promo_code: z.optional(codeSchema),
  pay_mode: z._default(z.enum(PAY_MODES), 'payment'),
  currency: z.optional(z.enum(CURRENCIES)),
});
export type InvoicePreviewQuery = z.infer<typeof invoicePreviewQuerySchema>;

export const invoicePreviewSchema = z.object({
  subtotal: z.int(),
  discount: z.int(),
  total: z.int(),
  currency: z.enum(CURRENCIES),
  decimal_unit: z.int().check(z.positive()),
});
export type InvoicePreview = z.infer<typeof invoicePreviewSchema>;
export const invoicePreviewResponseSchema = dataEnvelope(invoicePreviewSchema);

/** Only what to buy: amounts are never read from the client (unknown fields such as prices are dropped). */
export const checkoutSessionBodySchema = z.object({
  price_lookup_keys: lookupKeyListSchema,
  pay_mode: z.enum(PAY_MODES),
  currency: z.enum(CURRENCIES),
  promo_code: z.nullish(codeSchema),
});
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;

export const checkoutSessionQuerySchema = z.object({ success_url: urlSchema, cancel_url: urlSchema });
export const checkoutSessionCreatedSchema = dataEnvelope(
  z.object({ redirect_url: z.string(), session_id: z.string() }),
);

export const checkoutSessionParamsSchema = z.object({ session_id: z.string().check(z.minLength(1), z.maxLength(255)) });
export const checkoutSessionViewSchema = z.object({
  id: z.string(),
  mode: z.enum(PAY_MODES),
  currency: z.enum(CURRENCIES),
  /** Total charged at checkout, in minor units. */
  amount: z.int(),
  decimal_unit: z.int().check(z.positive()),
  /** `refused`: paid for what the user already had; nothing granted, the payment not kept. */
  status: z.enum(['open', 'complete', 'expired', 'refused']),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionViewSchema>;
export const checkoutSessionViewResponseSchema = dataEnvelope(checkoutSessionViewSchema);

export const portalSessionQuerySchema = z.object({ return_url: urlSchema });
export const portalSessionResponseSchema = dataEnvelope(z.object({ redirect_url: z.string() }));

export const unbuyableResponseSchema = dataEnvelope(z.array(z.string()));
export const projectCountsResponseSchema = dataEnvelope(z.int().check(z.nonnegative()));

export const voucherQuerySchema = z.object({ voucher_code: codeSchema });
const localizedTextSchema = z.object({ en: z.string(), ko: z.string(), ja: z.string() });
export const voucherSchema = z.object({
  /** 'artist' for a plan voucher, otherwise the add-on uuid of the character it gives. */
  id: z.string(),
  kind: z.enum(['plan', 'addon']),
  text_content: localizedTextSchema,
  /** Days of artist plan; null for a character ownership. */
  days: z.nullable(z.int().check(z.positive())),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherResponseSchema = dataEnvelope(voucherSchema);
export const voucherRedeemedResponseSchema = dataEnvelope(
  z.extend(voucherSchema, {
    /** When the artist plan now ends (the next payment date for a subscriber); null for an ownership. */
    end_datetime: z.nullable(z.string()),
  }),
);
