import { Group, Stack, Switch, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '../../../../shared/schemas/user';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { notify, openConfirm } from '../../app/overlays';
import { useUpdateUser } from './useUpdateUser';

type Field = 'mailing_list' | 'ad_mailing_list';

/** A notification switch that asks for confirmation, and reverts when cancelled or when saving fails. */
export function NotificationToggle({
  user,
  field,
  label,
  hint,
}: {
  user: UserInfo;
  field: Field;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation('account');
  const updateUser = useUpdateUser();
  const handleError = useApiErrorHandler();
  const [pending, setPending] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const confirmed = useRef(false);
  const saved = Boolean(user[field]);
  const checked = pending ?? saved;

  const ask = (next: boolean) => {
    setPending(next);
    confirmed.current = false;
    void openConfirm({
      title: (
        <Text fw={700} fz="lg">
          {next ? t('settings.confirmTitleOn') : t('settings.confirmTitleOff')}
        </Text>
      ),
      centered: true,
      radius: 'lg',
      children: (
        <Text fz="sm" c="dark.1">
          {next
            ? t('settings.confirmOn', { name: label, email: user.email })
            : t('settings.confirmOff', { name: label })}
        </Text>
      ),
      labels: { confirm: t('settings.confirm'), cancel: t('settings.cancel') },
      onConfirm: async () => {
        confirmed.current = true;
        setSaving(true);
        try {
          await updateUser({ [field]: next });
          void notify({ color: 'teal', message: t('settings.saved'), withBorder: true });
        } catch (error) {
          handleError(error);
        } finally {
          setSaving(false);
          setPending(null);
        }
      },
      onClose: () => {
        if (!confirmed.current) setPending(null);
      },
    });
  };

  return (
    <Group justify="space-between" wrap="nowrap" gap="lg">
      <Stack gap={2}>
        <Text fw={600} fz="sm" id={`${field}-label`}>
          {label}
        </Text>
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <Switch
        size="md"
        checked={checked}
        disabled={saving}
        onChange={(event) => ask(event.currentTarget.checked)}
        aria-labelledby={`${field}-label`}
      />
    </Group>
  );
}
