import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconGift, IconTicket } from '@tabler/icons-react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CODE_MAX_LENGTH, normalizeCodeInput } from '../../../../shared/commerce';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { Voucher } from '../../../../shared/schemas/commerce';
import { ApiRequestError } from '../../api/client';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { fetchUserInfo } from '../../api/user';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { usePageHead } from '../../app/usePageHead';
import { accessTokenAtom, userInfoAtom } from '../../auth/authAtoms';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { previewVoucher, redeemVoucher } from '../../commerce/commerceApi';
import { entitlementsVersionAtom } from '../../commerce/commerceAtoms';
import { formatPlanDate } from '../../commerce/planDisplay';

type Step =
  | { kind: 'enter' }
  | { kind: 'confirm'; code: string; voucher: Voucher }
  | { kind: 'done'; voucher: Voucher; endDatetime: string | null };

/** Voucher redemption (spec sections 2 and 4): enter, apply, confirm, success. */
export function VoucherPage() {
  const { t } = useTranslation('commerce');
  usePageHead(t('voucher.title'));
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const token = useAtomValue(accessTokenAtom);
  const setUser = useSetAtom(userInfoAtom);
  const bumpEntitlements = useSetAtom(entitlementsVersionAtom);
  const handleError = useApiErrorHandler();
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'enter' });

  const describe = (voucher: Voucher) =>
    voucher.kind === 'plan'
      ? t('voucher.planChip', { name: voucher.text_content[language], count: voucher.days ?? 0 })
      : t('voucher.ownershipChip', { name: voucher.text_content[language] });

  const apply = async () => {
    const code = input.trim();
    if (!code || loading) return;
    setLoading(true);
    setNotFound(false);
    try {
      setStep({ kind: 'confirm', code, voucher: await previewVoucher(token, code) });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'GET_PROMOTION_NOT_FOUND') setNotFound(true);
      else handleError(error);
    } finally {
      setLoading(false);
    }
  };

  const confirm = async () => {
    if (step.kind !== 'confirm') return;
    setLoading(true);
    try {
      const redeemed = await redeemVoucher(token, step.code);
      setStep({ kind: 'done', voucher: redeemed, endDatetime: redeemed.end_datetime });
      bumpEntitlements((version) => version + 1);
      if (token) setUser(await fetchUserInfo(token));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'GET_PROMOTION_NOT_FOUND') {
        setStep({ kind: 'enter' });
        setNotFound(true);
      } else handleError(error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Container w="100%" maw={540} px="md" py={{ base: 40, sm: 72 }} data-testid="voucher-page">
      <Stack gap="lg">
        <Stack gap={6} align="center" ta="center">
          <div aria-hidden>
            <IconTicket size={44} stroke={1.5} color="var(--mantine-color-violet-3)" />
          </div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('voucher.title')}
          </Title>
          <Text c="dimmed">{t('voucher.lead')}</Text>
        </Stack>

        {step.kind === 'done' ? (
          <Paper withBorder radius="lg" p="xl" ta="center" data-testid="voucher-success">
            <Stack align="center" gap="sm">
              <IconCircleCheck size={48} color="var(--mantine-color-teal-4)" aria-hidden />
              <Title order={2} fz="xl">
                {t('voucher.successTitle')}
              </Title>
              <Text c="dimmed">
                {step.voucher.kind === 'plan' && step.endDatetime
                  ? t('voucher.successPlan', {
                      name: step.voucher.text_content[language],
                      date: formatPlanDate(step.endDatetime),
                    })
                  : t('voucher.successOwnership', { name: step.voucher.text_content[language] })}
              </Text>
              <Group mt="sm" justify="center">
                <Button
                  onClick={() => window.location.assign(localize(PAGE_ROUTES.studio))}
                  data-testid="voucher-studio"
                >
                  {t('voucher.toStudio')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => navigate(localize(PAGE_ROUTES.landing))}
                  data-testid="voucher-home"
                >
                  {t('voucher.toHome')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void apply();
              }}
            >
              <Stack gap="md">
                <Group align="flex-start" gap="sm" wrap="nowrap">
                  <TextInput
                    label={t('voucher.codeLabel')}
                    placeholder={t('voucher.placeholder')}
                    value={input}
                    onChange={(event) => {
                      setInput(normalizeCodeInput(event.currentTarget.value));
                      setNotFound(false);
                      if (step.kind === 'confirm') setStep({ kind: 'enter' });
                    }}
                    maxLength={CODE_MAX_LENGTH}
                    error={notFound ? t('voucher.notFound') : undefined}
                    autoComplete="off"
                    style={{ flex: 1 }}
                    data-testid="voucher-input"
                  />
                  <Button
                    type="submit"
                    mt={25}
                    disabled={!input.trim() || loading}
                    loading={loading && step.kind === 'enter'}
                    data-testid="voucher-apply"
                  >
                    {t('voucher.apply')}
                  </Button>
                </Group>
              </Stack>
            </form>

            {step.kind === 'confirm' && (
              <Stack gap="md" mt="lg">
                <Alert variant="light" color="violet" icon={<IconGift size={18} />} title={t('voucher.confirmTitle')}>
                  <Badge size="lg" variant="filled" color="violet" radius="sm" tt="none" data-testid="voucher-chip">
                    {describe(step.voucher)}
                  </Badge>
                  <Text fz="sm" mt="xs">
                    {step.voucher.kind === 'plan' ? t('voucher.confirmPlan') : t('voucher.confirmOwnership')}
                  </Text>
                </Alert>
                <Button size="md" onClick={() => void confirm()} loading={loading} data-testid="voucher-confirm">
                  {t('voucher.confirm')}
                </Button>
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
