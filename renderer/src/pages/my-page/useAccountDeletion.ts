import { useDisclosure } from '@mantine/hooks';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useApiErrorHandler } from '../../api/useApiErrorHandler';
import { deactivateAccount, validateDeactivation } from '../../api/user';
import { notify } from '../../app/overlays';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useReplaceNow } from '../../app/useReplaceNow';
import { accessTokenAtom } from '../../auth/authAtoms';
import { broadcastAuth } from '../../auth/authChannel';
import { useAuthActions } from '../../auth/useAuthActions';

/** The answer while a paid subscription is active: the modal asks to cancel via billing. */
const SUBSCRIBER_CODE = 'GET_USER_VALIDATION_DELETE_ERROR';

/** True when the typed text is the localized "delete my account" phrase. */
export function matchesDeletionPhrase(typed: string, phrase: string): boolean {
  return typed.trim().toLocaleLowerCase() === phrase.toLocaleLowerCase();
}

/**
 * Deleting the account: `start` checks it may be deleted and opens the confirmation (or, for a
 * subscriber, the note to cancel via billing); `submit` deletes once the phrase is typed, then signs
 * out here and in the other tabs.
 */
export function useAccountDeletion() {
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

  const type = (value: string) => {
    setTyped(value);
    setPhraseError(null);
  };

  return {
    phrase,
    typed,
    type,
    phraseError,
    checking,
    deleting,
    start,
    submit,
    confirmOpened,
    closeConfirm: confirm.close,
    subscriberOpened,
    closeSubscriber: subscriber.close,
  };
}
