import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { MyPageModal } from './MyPageModal';
import { SectionCard } from './SectionCard';
import { useAccountDeletion } from './useAccountDeletion';

/** Deletion flow: eligibility check, then the confirmation phrase, or the cancel-via-billing note for subscribers. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const deletion = useAccountDeletion();

  return (
    <SectionCard title={t('deletion.title')} description={t('deletion.text')} danger>
      <Button
        color="red"
        variant="light"
        w="fit-content"
        loading={deletion.checking}
        onClick={() => void deletion.start()}
      >
        {t('deletion.button')}
      </Button>
      <ConfirmDeletionModal deletion={deletion} />
      <SubscriberModal opened={deletion.subscriberOpened} onClose={deletion.closeSubscriber} />
    </SectionCard>
  );
}

function ConfirmDeletionModal({ deletion }: { deletion: ReturnType<typeof useAccountDeletion> }) {
  const { t } = useTranslation('account');
  const { phrase, typed } = deletion;
  return (
    <MyPageModal opened={deletion.confirmOpened} onClose={deletion.closeConfirm} title={t('deletion.modalTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void deletion.submit();
        }}
      >
        <Stack gap="lg">
          <Text fz="sm" c="dark.1">
            {t('deletion.modalText', { phrase })}
          </Text>
          <TextInput
            label={t('deletion.phraseLabel')}
            placeholder={phrase}
            value={typed}
            onChange={(event) => deletion.type(event.currentTarget.value)}
            error={deletion.phraseError}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={deletion.closeConfirm}>
              {t('deletion.cancel')}
            </Button>
            <Button type="submit" color="red" loading={deletion.deleting} disabled={!typed.trim()}>
              {t('deletion.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </MyPageModal>
  );
}

/** A paid subscription has to be cancelled in billing before the account can go. */
function SubscriberModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const localize = useLocalizedPath();
  return (
    <MyPageModal
      opened={opened}
      onClose={onClose}
      title={te('GET_USER_VALIDATION_DELETE_ERROR')}
      icon={<IconAlertTriangle size={20} color="var(--mantine-color-yellow-4)" aria-hidden />}
    >
      <Stack gap="lg">
        <Text fz="sm" c="dark.1">
          {t('deletion.subscriberText')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('deletion.close')}
          </Button>
          <Button component={Link} to={localize(PAGE_ROUTES.myPagePlan)} onClick={onClose}>
            {t('deletion.billing')}
          </Button>
        </Group>
      </Stack>
    </MyPageModal>
  );
}
