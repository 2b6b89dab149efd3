import { Anchor, Badge, Button, Checkbox, Divider, Group, Paper, Stack } from '@mantine/core';
import { useAtom, useAtomValue } from 'jotai';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AGREEMENT_VERSION } from '../../../../shared/accounts';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { updateUserInfo } from '../../api/user';
import { notify } from '../../app/overlays';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { type AgreementChoices, allChecked, canSubmitAgreements } from '../../auth/agreements';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { desktopLink, desktopProtocol, openDesktopLink } from '../../auth/desktopLinks';
import { safeRedirectPath } from '../../auth/redirectTarget';
import { FocusCard } from '../../layout/FocusCard';

function Requirement({ required }: { required: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <Badge size="xs" variant={required ? 'light' : 'outline'} color={required ? 'violet' : 'gray'} ml={6}>
      {required ? t('agreements.required') : t('agreements.optional')}
    </Badge>
  );
}

function LegalLink({ to, children }: { to: string; children?: ReactNode }) {
  const localize = useLocalizedPath();
  return (
    <Anchor component={Link} to={localize(to)} target="_blank" c="violet.3" fw={600}>
      {children}
    </Anchor>
  );
}

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

  const set = (key: keyof AgreementChoices) => (checked: boolean) => setChoices((c) => ({ ...c, [key]: checked }));
  const every = allChecked(choices);
  const some = choices.terms || choices.over14 || choices.adMailing;

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
      <Paper withBorder radius="md" p="lg" bg="dark.7">
        <Stack gap="md">
          <Checkbox
            size="md"
            label={t('agreements.all')}
            checked={every}
            indeterminate={some && !every}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setChoices({ terms: checked, over14: checked, adMailing: checked });
            }}
            styles={{ label: { fontWeight: 700 } }}
          />
          <Divider color="dark.4" />
          <Checkbox
            checked={choices.terms}
            onChange={(event) => set('terms')(event.currentTarget.checked)}
            label={
              <>
                <Trans
                  t={t}
                  i18nKey="agreements.terms"
                  components={{
                    terms: <LegalLink to={PAGE_ROUTES.terms} />,
                    privacy: <LegalLink to={PAGE_ROUTES.privacy} />,
                  }}
                />
                <Requirement required />
              </>
            }
          />
          <Checkbox
            checked={choices.over14}
            onChange={(event) => set('over14')(event.currentTarget.checked)}
            label={
              <>
                {t('agreements.over14')}
                <Requirement required />
              </>
            }
          />
          <Checkbox
            checked={choices.adMailing}
            onChange={(event) => set('adMailing')(event.currentTarget.checked)}
            label={
              <>
                {t('agreements.adMailing')}
                <Requirement required={false} />
              </>
            }
          />
        </Stack>
      </Paper>
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
