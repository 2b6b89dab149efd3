import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_SUCCESS_BUTTON_DELAY_MS, type PayMode } from '../../../../shared/commerce';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { CheckoutSessionView } from '../../../../shared/schemas/commerce';
import { fetchUserInfo } from '../../api/user';
import { PageLoader } from '../../app/RootLayout';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { accessTokenAtom, isRefreshTokenCheckedAtom, userInfoAtom } from '../../auth/authAtoms';
import { cartItemsAtom } from '../../cart/cartStorage';
import { fetchCheckoutSession } from '../../commerce/commerceApi';
import { entitlementsVersionAtom } from '../../commerce/commerceAtoms';
import { conversionOf, reportConversion } from '../../commerce/conversion';
import classes from './PaymentSuccessfulPage.module.css';

/** What the page can truthfully say: a paid session, a refused one, or nothing it can confirm. */
type Outcome =
  | { kind: 'checking' }
  | { kind: 'paid'; session: CheckoutSessionView }
  | { kind: 'refused' }
  | { kind: 'none' };

/**
 * Checkout return (spec section 2). Success is shown only for a paid checkout session of the
 * signed-in user: then the cart is cleared, the conversion sent once, and the buttons to the studio
 * and my page wake up after 3 seconds. Without a session_id (spec: console log only), signed out,
 * or for a session that is not paid, a neutral page links to the plan page instead.
 */
export function PaymentSuccessfulPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const token = useAtomValue(accessTokenAtom);
  const authChecked = useAtomValue(isRefreshTokenCheckedAtom);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'checking' });

  useEffect(() => {
    if (!sessionId) {
      console.log('payment-successful: no session_id');
      setOutcome({ kind: 'none' });
      return;
    }
    if (!token) {
      if (authChecked) {
        console.log('payment-successful: not signed in');
        setOutcome({ kind: 'none' });
      }
      return;
    }
    let current = true;
    fetchCheckoutSession(token, sessionId)
      .then((session) => {
        if (!current) return;
        if (session.status === 'complete') setOutcome({ kind: 'paid', session });
        else setOutcome({ kind: session.status === 'refused' ? 'refused' : 'none' });
      })
      .catch((error: unknown) => {
        console.log('payment-successful: checkout session unavailable', error);
        if (current) setOutcome({ kind: 'none' });
      });
    return () => {
      current = false;
    };
  }, [sessionId, token, authChecked]);

  if (outcome.kind === 'checking') return <PageLoader />;
  if (outcome.kind === 'paid') return <PaymentSucceeded sessionId={outcome.session.id} session={outcome.session} />;
  return <NothingToConfirm refused={outcome.kind === 'refused'} />;
}

function NothingToConfirm({ refused }: { refused: boolean }) {
  const { t } = useTranslation('commerce');
  const title = refused ? t('success.refusedTitle') : t('success.noneTitle');
  usePageHead(title);
  const localize = useLocalizedPath();
  return (
    <Container size="sm" py={{ base: 56, sm: 104 }} w="100%">
      <Stack align="center" ta="center" gap="lg">
        <Title order={1} fz={{ base: 26, sm: 32 }} data-testid="payment-neutral-title">
          {title}
        </Title>
        <Text c="dimmed" maw={460} lh={1.6}>
          {refused ? t('success.refusedText') : t('success.noneText')}
        </Text>
        <Button component={Link} to={localize(PAGE_ROUTES.myPagePlan)} size="md" data-testid="payment-neutral-plan">
          {t('success.toPlan')}
        </Button>
      </Stack>
    </Container>
  );
}

function PaymentSucceeded({ sessionId, session }: { sessionId: string; session: CheckoutSessionView }) {
  const { t } = useTranslation('commerce');
  usePageHead(t('success.title'));
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const token = useAtomValue(accessTokenAtom);
  const setCart = useSetAtom(cartItemsAtom);
  const setUser = useSetAtom(userInfoAtom);
  const bumpEntitlements = useSetAtom(entitlementsVersionAtom);
  const [ready, setReady] = useState(false);
  const reported = useRef<string | null>(null);
  const mode: PayMode = session.mode;

  useEffect(() => {
    setCart([]);
    const timer = setTimeout(() => setReady(true), PAYMENT_SUCCESS_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [setCart]);

  useEffect(() => {
    if (!token || reported.current === sessionId) return;
    reported.current = sessionId;
    bumpEntitlements((version) => version + 1);
    fetchUserInfo(token)
      .then(setUser)
      .catch(() => undefined);
    reportConversion(conversionOf(sessionId, session, mode));
  }, [sessionId, session, token, mode, setUser, bumpEntitlements]);

  return (
    <Container size="sm" py={{ base: 56, sm: 104 }} w="100%">
      <Stack align="center" ta="center" gap="lg">
        <div className={classes.badge} aria-hidden>
          <svg viewBox="0 0 96 96" width="96" height="96" role="presentation">
            <circle className={classes.ring} cx="48" cy="48" r="44" />
            <path className={classes.check} d="M30 50 l12 12 l24 -26" />
          </svg>
          <span className={classes.spark} />
          <span className={classes.spark} />
          <span className={classes.spark} />
        </div>
        <Title order={1} fz={{ base: 28, sm: 36 }} data-testid="payment-success-title">
          {t('success.title')}
        </Title>
        <Text c="dimmed" maw={460} lh={1.6}>
          {mode === 'subscription' ? t('success.subscriptionText') : t('success.paymentText')}
        </Text>
        <Group gap="sm" mt="sm" justify="center">
          <Button
            size="md"
            disabled={!ready}
            onClick={() => window.location.assign(localize(PAGE_ROUTES.studio))}
            data-testid="success-studio"
          >
            {t('success.toStudio')}
          </Button>
          <Button
            size="md"
            variant="default"
            disabled={!ready}
            onClick={() => navigate(localize(PAGE_ROUTES.myPage))}
            data-testid="success-my-page"
          >
            {t('success.toMyPage')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
