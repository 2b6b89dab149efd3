import { Button, SimpleGrid } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { activateAccount } from '../../api/auth';
import { ApiRequestError } from '../../api/client';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { useAuthActions } from '../../auth/useAuthActions';
import { FocusCard } from '../../layout/FocusCard';

/** Restore a deactivated account with the code the refused sign-in returned. */
export function ActivationPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  usePageHead(tc('titles.activation'));
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('activation_code');
  const handleError = useApiErrorHandler();
  const { signedIn } = useAuthActions();
  const [restoring, setRestoring] = useState(false);
  const warned = useRef(false);

  useEffect(() => {
    if (code || warned.current) return;
    warned.current = true;
    handleError(new ApiRequestError('WARNING_NO_ACTIVATE_CODE', 400, 'Invalid access.'));
  }, [code, handleError]);

  if (!code) return null;

  const restore = async () => {
    setRestoring(true);
    try {
      const token = await activateAccount(code);
      await signedIn(token.access_token);
      navigate(localize(PAGE_ROUTES.activationComplete), { replace: true });
    } catch (error) {
      handleError(error);
      setRestoring(false);
    }
  };

  return (
    <FocusCard
      title={t('activation.title')}
      lead={t('activation.text')}
      icon={<IconRestore size={44} color="var(--mantine-color-violet-3)" aria-hidden />}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button component={Link} to={localize(PAGE_ROUTES.landing)} variant="default" size="md">
          {t('activation.home')}
        </Button>
        <Button size="md" loading={restoring} onClick={() => void restore()}>
          {t('activation.restore')}
        </Button>
      </SimpleGrid>
    </FocusCard>
  );
}
