import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { deactivateAccount, validateDeactivation } from '../../api/user';
import { notify } from '../../app/overlays';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useReplaceNow } from '../../app/useReplaceNow';
import { accessTokenAtom } from '../../auth/authAtoms';
import { broadcastAuth } from '../../auth/authChannel';
import { useAuthActions } from '../../auth/useAuthActions';
import { SectionCard } from './SectionCard';

/** The answer while a paid subscription is active: the modal asks to cancel via billing. */
const SUBSCRIBER_CODE = 'GET_USER_VALIDATION_DELETE_ERROR';

/** True when the typed text is the localized "delete my account" phrase. */
export function matchesDeletionPhrase(typed: string, phrase: string): boolean {
  return typed.trim().toLocaleLowerCase() === phrase.toLocaleLowerCase();
}

/** Deletion flow: eligibility check, then the confirmation phrase, or the cancel-via-billing note for subscribers. */
export function DeleteAccountSection() {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const localize = useLocalizedPath();
  const replaceNow = useReplaceNow();
  const token = useAtomValue(accessTokenAtom);
  const { clearAuth } = useAuthActions();
  const handleError = useApiErrorHandler();
  const [confirmOpened, confirm] = useDisclosure(false);
  const [subscriberOpened, subscriber] = useDisclosure(false);
  const [checking, setChecking] = useState(false);
  const [typed, setTyped] = useState('');
  const [phraseError, setPhraseError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const phrase = t('deletion.phrase');

  const start = async () => {
    if (!token) return;
    setChecking(true);
    try {
      await validateDeactivation(token);
      setTyped('');
      setPhraseError(null);
      confirm.open();
    } catch (error) {
      handleError(error, { overrides: { [SUBSCRIBER_CODE]: () => subscriber.open() } });
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    if (!matchesDeletionPhrase(typed, phrase)) {
      setPhraseError(te('WARNING_CONFIRMATION_TEXT'));
      return;
    }
    if (!token) return;
    setDeleting(true);
    try {
      await deactivateAccount(token);
      confirm.close();
      await replaceNow(localize(PAGE_ROUTES.landing));
      clearAuth();
      broadcastAuth('logout');
      void notify({ color: 'teal', message: t('deletion.done'), withBorder: true, autoClose: 8000 });
    } catch (error) {
      handleError(error, {
        overrides: {
          [SUBSCRIBER_CODE]: () => {
            confirm.close();
            subscriber.open();
          },
        },
      });
    } finally {
      setDeleting(false);
    }
  };

  return (
    <SectionCard title={t('deletion.title')} description={t('deletion.text')} danger>
      <Button color="red" variant="light" w="fit-content" loading={checking} onClick={() => void start()}>
        {t('deletion.button')}
      </Button>

      <Modal
        opened={confirmOpened}
        onClose={confirm.close}
        title={
          <Text fw={700} fz="lg">
            {t('deletion.modalTitle')}
          </Text>
        }
        centered
        radius="lg"
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
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
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setPhraseError(null);
              }}
              error={phraseError}
              autoComplete="off"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={confirm.close}>
                {t('deletion.cancel')}
              </Button>
              <Button type="submit" color="red" loading={deleting} disabled={!typed.trim()}>
                {t('deletion.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={subscriberOpened}
        onClose={subscriber.close}
        title={
          <Group gap="xs">
            <IconAlertTriangle size={20} color="var(--mantine-color-yellow-4)" aria-hidden />
            <Text fw={700} fz="lg">
              {te('GET_USER_VALIDATION_DELETE_ERROR')}
            </Text>
          </Group>
        }
        centered
        radius="lg"
      >
        <Stack gap="lg">
          <Text fz="sm" c="dark.1">
            {t('deletion.subscriberText')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={subscriber.close}>
              {t('deletion.close')}
            </Button>
            <Button component={Link} to={localize(PAGE_ROUTES.myPagePlan)} onClick={subscriber.close}>
              {t('deletion.billing')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
