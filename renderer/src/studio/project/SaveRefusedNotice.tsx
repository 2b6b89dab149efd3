import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { ApiRequestError } from '../../api/client';
import { useErrorMessage } from '../../api/useApiErrorHandler';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useTrackQuota } from '../editor/useTrackQuota';

/**
 * Why the server refused the last save and what gets it saved again: a plan limit is named with the
 * edit that undoes it and a link to the plans; any other refusal shows the server's message.
 */
export function SaveRefusedNotice({ errorCode }: { errorCode: string }) {
  const { t } = useTranslation('studio');
  const message = useErrorMessage();
  const localize = useLocalizedPath();
  const trackQuota = useTrackQuota();
  const planLimit =
    errorCode === 'TRACK_QUOTA_EXCEEDED'
      ? t('refused.trackQuota', { count: trackQuota })
      : errorCode === 'CHARACTER_LOCKED'
        ? t('refused.characterLocked')
        : null;
  return (
    <Alert color="red" variant="light" mb="md" data-testid="save-refused" title={t('refused.title')}>
      {planLimit ?? message(new ApiRequestError(errorCode, 0, errorCode))}
      {planLimit && (
        <>
          {' '}
          <Anchor component={Link} to={localize(PAGE_ROUTES.pricing)} fz="sm">
            {t('editor.seePlans')}
          </Anchor>
        </>
      )}
    </Alert>
  );
}
