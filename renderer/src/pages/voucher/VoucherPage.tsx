import { Container, Stack, Text, Title } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from '../../app/usePageHead';
import { useVoucherRedemption } from './useVoucherRedemption';
import { VoucherForm } from './VoucherForm';
import { VoucherSuccess } from './VoucherSuccess';

/** Voucher redemption (spec sections 2 and 4): enter, apply, confirm, success. */
export function VoucherPage() {
  const { t } = useTranslation('commerce');
  usePageHead(t('voucher.title'));
  const redemption = useVoucherRedemption();
  const { step } = redemption;

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
          <VoucherSuccess voucher={step.voucher} endDatetime={step.endDatetime} />
        ) : (
          <VoucherForm redemption={redemption} />
        )}
      </Stack>
    </Container>
  );
}
