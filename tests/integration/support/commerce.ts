import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signIn } from './idp';

export const ORIGIN = 'http://localhost:8080';
export const SUCCESS_URL = `${ORIGIN}/en/payment-successful`;
export const CANCEL_URL = `${ORIGIN}/en/pricing/store/cart`;

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A new signed-in account: its access token and uuid. */
export async function newUser(app: FastifyInstance, name = 'Buyer') {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 8)}@example.com`;
  const { accessToken } = await signIn(app, { email, name });
  const me = await app.inject({ method: 'GET', url: '/api/auth/v2/user', headers: auth(accessToken) });
  return { token: accessToken, uuid: me.json().data.uuid as string, email };
}

export async function openCheckout(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  urls: { success?: string; cancel?: string } = {},
): Promise<LightMyRequestResponse> {
  const query = new URLSearchParams({
    success_url: urls.success ?? SUCCESS_URL,
    cancel_url: urls.cancel ?? CANCEL_URL,
  });
  return app.inject({
    method: 'POST',
    url: `/api/auth/v2/checkout-session?${query}`,
    headers: auth(token),
    payload: body,
  });
}

/** Submits the built-in pay page's card form. */
export function payWithCard(app: FastifyInstance, redirectUrl: string, card: string) {
  const path = new URL(redirectUrl).pathname;
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ card_number: card, expiry: '12 / 34', cvc: '123', name: 'Test Buyer' }).toString(),
  });
}

/** The add-on uuid and lookup key of a character, from the products call. */
export async function addonOf(app: FastifyInstance, slug: string) {
  const products = await app.inject({ method: 'GET', url: '/api/auth/v2/products?get_free=true&currency=usd' });
  const addon = products.json().data.addon.find((item: { text_content_id: string }) => item.text_content_id === slug);
  if (!addon) throw new Error(`No add-on for ${slug}`);
  return {
    uuid: addon.uuid as string,
    lookupKey: addon.price.permanent.lookup_key as string,
    amount: addon.price.permanent.unit_amount.current as number,
  };
}
