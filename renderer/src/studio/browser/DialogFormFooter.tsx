import { Alert, Button, Group } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../api/useApiErrorHandler';

/**
 * A dialog form's submission: `submit` runs the work once, with `pending` meanwhile, and keeps the
 * localized reason it failed in `error` (cleared by the next try).
 */
export function useDialogSubmit() {
  const message = useErrorMessage();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(message(failure));
    } finally {
      setPending(false);
    }
  };
  const clearError = useCallback(() => setError(null), []);
  return { pending, error, clearError, submit };
}

type Props = {
  error: string | null;
  errorTestId?: string;
  onCancel: () => void;
  pending: boolean;
  disabled: boolean;
  submitLabel: string;
};

/** Why the last submission failed, then Cancel and the form's submit button. */
export function DialogFormFooter({ error, errorTestId, onCancel, pending, disabled, submitLabel }: Props) {
  const { t } = useTranslation('studio');
  return (
    <>
      {error && (
        <Alert color="red" variant="light" mt="md" data-testid={errorTestId}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
