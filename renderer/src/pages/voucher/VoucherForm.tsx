import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CODE_MAX_LENGTH } from '../../../../shared/commerce';
import type { Voucher } from '../../../../shared/schemas/commerce';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import type { VoucherRedemption } from './useVoucherRedemption';

/** The code field with its Apply button and, once a code is found, what it gives and the Confirm button. */
export function VoucherForm({ redemption }: { redemption: VoucherRedemption }) {
  const { t } = useTranslation('commerce');
  const { input, type, loading, notFound, step, apply, confirm } = redemption;
  return (
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
              onChange={(event) => type(event.currentTarget.value)}
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
          <VoucherOffer voucher={step.voucher} />
          <Button size="md" onClick={() => void confirm()} loading={loading} data-testid="voucher-confirm">
            {t('voucher.confirm')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

function VoucherOffer({ voucher }: { voucher: Voucher }) {
  const { t } = useTranslation('commerce');
  const language = usePageLanguage();
  const name = voucher.text_content[language];
  return (
    <Alert variant="light" color="violet" icon={<IconGift size={18} />} title={t('voucher.confirmTitle')}>
      <Badge size="lg" variant="filled" color="violet" radius="sm" tt="none" data-testid="voucher-chip">
        {voucher.kind === 'plan'
          ? t('voucher.planChip', { name, count: voucher.days ?? 0 })
          : t('voucher.ownershipChip', { name })}
      </Badge>
      <Text fz="sm" mt="xs">
        {voucher.kind === 'plan' ? t('voucher.confirmPlan') : t('voucher.confirmOwnership')}
      </Text>
    </Alert>
  );
}
