import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { STRIPE_WEBHOOK_PATH } from '../../../server/src/providers/payments/stripe/webhook';
import type { TestDatabase } from './databases';
import { startTestApp } from './testApp';

export type StripeCall = { method: string; path: string; params: URLSearchParams; idempotencyKey: string | null };

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * A local stand-in for the few Stripe API endpoints the adapter calls, so that tests can check what
 * is sent (form-encoded, as Stripe's client sends it) without the network.
 */
export async function startFakeStripe() {
  const calls: StripeCall[] = [];
  let sessions = 0;
  let customers = 0;
  // Like Stripe, a repeated idempotency key answers with the first refund.
  const refundsByKey = new Map<string, { id: string; amount: number }>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test');
      const params = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const idempotencyKey = request.headers['idempotency-key'];
      calls.push({
        method: request.method ?? 'GET',
        path: url.pathname,
        params,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
        response.end(JSON.stringify(payload));
      };
      const path = url.pathname;
      if (path === '/v1/prices') {
        const keys = [...params].filter(([name]) => name.startsWith('lookup_keys[')).map(([, value]) => value);
        return send(200, {
          object: 'list',
          has_more: false,
          data: keys.map((key) => ({ id: `price_${key}`, object: 'price', lookup_key: key })),
        });
      }
      if (path === '/v1/customers') {
        customers += 1;
        return send(200, { id: `cus_test_${customers}`, object: 'customer' });
      }
      if (path === '/v1/promotion_codes') {
        const code = params.get('code');
        return send(200, { object: 'list', has_more: false, data: code ? [{ id: `promo_${code}`, code }] : [] });
      }
      if (path.startsWith('/v1/checkout/sessions/') && path.endsWith('/expire') && request.method === 'POST') {
        return send(200, { id: path.split('/')[4], object: 'checkout.session', status: 'expired' });
      }
      if (path.startsWith('/v1/checkout/sessions/') && request.method === 'GET') {
        const id = path.split('/').pop();
        return send(200, { id, object: 'checkout.session', payment_intent: `pi_${id}`, invoice: null });
      }
      if (path === '/v1/invoices' && request.method === 'GET') {
        const subscription = params.get('subscription');
        return send(200, {
          object: 'list',
          has_more: false,
          data: [
            {
              id: `in_${subscription}`,
              object: 'invoice',
              status: 'paid',
              payments: {
                object: 'list',
                data: [{ payment: { type: 'payment_intent', payment_intent: `pi_${subscription}` } }],
              },
            },
          ],
        });
      }
      if (path === '/v1/refunds') {
        const key = typeof idempotencyKey === 'string' ? idempotencyKey : `refund_${calls.length}`;
        const refund = refundsByKey.get(key) ?? {
          id: `re_${refundsByKey.size + 1}`,
          amount: Number(params.get('amount')),
        };
        refundsByKey.set(key, refund);
        return send(200, {
          ...refund,
          object: 'refund',
          status: 'succeeded',
          payment_intent: params.get('payment_intent'),
        });
      }
      if (path === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        return send(200, { id, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/${id}` });
      }
      if (path === '/v1/billing_portal/sessions') {
        return send(200, {
          id: 'bps_1',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session_1',
        });
      }
      if (path === '/v1/invoices/create_preview') {
        return send(200, { object: 'invoice', subtotal: 4900, total: 3920, total_discount_amounts: [{ amount: 980 }] });
      }
      if (path.startsWith('/v1/subscriptions/')) {
        const status = request.method === 'DELETE' ? 'canceled' : 'active';
        return send(200, { id: path.split('/').pop(), object: 'subscription', status });
      }
      return send(404, { error: { type: 'invalid_request_error', message: `No fake for ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const signer = new Stripe('sk_test_fake');

/** Posts a webhook event to the app, signed with `secret` as Stripe signs it. */
export function deliverStripeEvent(app: FastifyInstance, event: Record<string, unknown>, secret: string) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: STRIPE_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
}

/** A `checkout.session.completed` event for a paid session, with extra session fields. */
export function checkoutCompletedEvent(eventId: string, sessionId: string, extra: Record<string, unknown> = {}) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: 'paid', ...extra } },
  };
}

/** The app with the Stripe adapter pointed at a fresh fake Stripe, and demo commerce seeded. */
export async function startStripeTestApp(database: TestDatabase, webhookSecret: string) {
  const fake = await startFakeStripe();
  const app = await startTestApp(database, {
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fake.url,
    SEED_DEMO_COMMERCE: 'true',
  });
  return {
    app,
    fake,
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}
