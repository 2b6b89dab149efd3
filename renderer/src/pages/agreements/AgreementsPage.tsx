import { Button, Group } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AGREEMENT_VERSION } from '../../../../shared/accounts';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { updateUserInfo } from '../../api/user';
import { notify } from '../../app/overlays';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { type AgreementChoices, canSubmitAgreements } from '../../auth/agreements';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { desktopLink, desktopProtocol, openDesktopLink } from '../../auth/desktopLinks';
import { safeRedirectPath } from '../../auth/redirectTarget';
import { FocusCard } from '../../layout/FocusCard';
import { AgreementChecklist } from './AgreementChecklist';

/** Terms agreement: check-all and three boxes; terms and age are required. Optional desktop hand-off. */
export function AgreementsPage() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  usePageHead(tc('titles.agreements'));
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const protocol = desktopProtocol(params.get('protocol'));
  const expectedUuid = params.get('uuid');
  const token = useAtomValue(accessTokenAtom);
  const [user, setUser] = useAtom(userInfoAtom);
  const handleError = useApiErrorHandler();
  const [choices, setChoices] = useState<AgreementChoices>({ terms: false, over14: false, adMailing: false });
  const [saving, setSaving] = useState(false);
  const mismatchHandled = useRef(false);

  useEffect(() => {
    if (!user || !expectedUuid || expectedUuid === user.uuid || mismatchHandled.current) return;
    mismatchHandled.current = true;
    const reason = t('agreements.differentId');
    void notify({ color: 'yellow', message: reason, withBorder: true });
    navigate(localize(PAGE_ROUTES.landing), { replace: true });
    if (protocol) openDesktopLink(desktopLink(protocol, 'logout', { reason }));
  }, [user, expectedUuid, protocol, t, navigate, localize]);

  const submit = async () => {
    if (!token || !canSubmitAgreements(choices)) return;
    setSaving(true);
    try {
      const updated = await updateUserInfo(token, {
        terms_of_service: AGREEMENT_VERSION,
        privacy_policy: AGREEMENT_VERSION,
        over_14: true,
        ad_mailing_list: choices.adMailing,
      });
      setUser(updated);
      void notify({ color: 'teal', message: t('agreements.success'), withBorder: true });
      if (protocol) openDesktopLink(desktopLink(protocol, 'agreements-success'));
      navigate(safeRedirectPath(params.get('redirect')) ?? localize(PAGE_ROUTES.landing), { replace: true });
    } catch (error) {
      handleError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FocusCard title={t('agreements.title')} lead={t('agreements.lead')} maw={540}>
      <AgreementChecklist choices={choices} onChange={setChoices} />
      <Group justify="flex-end">
        <Button
          size="md"
          fullWidth
          disabled={!canSubmitAgreements(choices)}
          loading={saving}
          onClick={() => void submit()}
        >
          {t('agreements.submit')}
        </Button>
      </Group>
    </FocusCard>
  );
}
