import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PAYMENT_SUCCESS_BUTTON_DELAY_MS, type PayMode } from '../../../../shared/commerce';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { fetchUserInfo } from '../../api/user';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageTitle } from '../../app/usePageTitle';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { cartItemsAtom } from '../../cart/cartStorage';
import { fetchCheckoutSession } from '../../commerce/commerceApi';
import { entitlementsVersionAtom } from '../../commerce/commerceAtoms';
import { conversionOf, reportConversion } from '../../commerce/conversion';
import classes from './PaymentSuccessfulPage.module.css';

/**
 * Checkout return (spec section 2): success animation and message, the cart cleared, the conversion
 * sent once, and buttons to the studio and my page that wake up after 3 seconds.
 */
export function PaymentSuccessfulPage() {
  const { t } = useTranslation('commerce');
  usePageTitle(t('success.title'));
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const mode: PayMode = params.get('mode') === 'subscription' ? 'subscription' : 'payment';
  const token = useAtomValue(accessTokenAtom);
  const setCart = useSetAtom(cartItemsAtom);
  const setUser = useSetAtom(userInfoAtom);
  const bumpEntitlements = useSetAtom(entitlementsVersionAtom);
  const [ready, setReady] = useState(false);
  const reported = useRef<string | null>(null);

  useEffect(() => {
    setCart([]);
    const timer = setTimeout(() => setReady(true), PAYMENT_SUCCESS_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, [setCart]);

  useEffect(() => {
    if (!sessionId) {
      console.log('payment-successful: no session_id');
      return;
    }
    if (!token || reported.current === sessionId) return;
    reported.current = sessionId;
    bumpEntitlements((version) => version + 1);
    fetchUserInfo(token)
      .then(setUser)
      .catch(() => undefined);
    fetchCheckoutSession(token, sessionId)
      .then((session) => reportConversion(conversionOf(sessionId, session, mode)))
      .catch((error: unknown) => {
        console.log('payment-successful: checkout session unavailable', error);
        reportConversion(conversionOf(sessionId, null, mode));
      });
  }, [sessionId, token, mode, setUser, bumpEntitlements]);

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
