import { Anchor, Badge, Checkbox, Divider, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { type AgreementChoices, allChecked } from '../../auth/agreements';

type Props = { choices: AgreementChoices; onChange: (choices: AgreementChoices) => void };

/** Check-all above the three boxes (terms and privacy, age, product news), each marked required or optional. */
export function AgreementChecklist({ choices, onChange }: Props) {
  const { t } = useTranslation('auth');
  const set = (key: keyof AgreementChoices) => (checked: boolean) => onChange({ ...choices, [key]: checked });
  const every = allChecked(choices);
  const some = choices.terms || choices.over14 || choices.adMailing;
  return (
    <Paper withBorder radius="md" p="lg" bg="dark.7">
      <Stack gap="md">
        <Checkbox
          size="md"
          label={t('agreements.all')}
          checked={every}
          indeterminate={some && !every}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            onChange({ terms: checked, over14: checked, adMailing: checked });
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
  );
}

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
