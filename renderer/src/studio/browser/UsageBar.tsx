import { Alert, Anchor, Button, Group, Progress, Skeleton, Text } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { userInfoAtom } from '../../auth/authAtoms';
import { projectUsage } from '../../commerce/planDisplay';
import classes from './ProjectBrowser.module.css';

/** The plan's project quota from the user info (-1: unlimited). */
export function useProjectQuota(): number {
  const user = useAtomValue(userInfoAtom);
  const perk = user?.perks?.utility.find((entry) => entry.name === 'project_quota');
  return Number(perk?.value ?? 0);
}

/** Whether the plan's project quota is reached, so nothing more can be created (unknown: not full). */
export function useProjectsFull(count: number | null): boolean {
  const quota = useProjectQuota();
  return count !== null && projectUsage(count, quota).full;
}

/** "3 of 10 projects" with a bar, red at the quota. */
export function UsageBar({ count }: { count: number | null }) {
  const { t } = useTranslation('studio');
  const localize = useLocalizedPath();
  const quota = useProjectQuota();
  const usage = count === null ? null : projectUsage(count, quota);
  return (
    <div className={classes.usage} data-testid="studio-usage" data-full={usage?.full || undefined}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        {usage ? (
          <Text fz="sm" fw={600} c={usage.full ? 'red.4' : undefined} data-testid="studio-usage-text">
            {usage.unlimited
              ? t('usage.unlimited', { count: usage.count })
              : t('usage.of', { count: usage.count, quota: usage.quota })}
          </Text>
        ) : (
          <Skeleton h={14} w={120} />
        )}
        <Anchor component={Link} to={localize(PAGE_ROUTES.pricing)} fz="xs" c="violet.3">
          {t('usage.plans')}
        </Anchor>
      </Group>
      <Progress
        mt={8}
        size="sm"
        radius="xl"
        value={usage ? (usage.unlimited ? 100 : usage.percent) : 0}
        color={usage?.full ? 'red' : usage?.unlimited ? 'teal' : 'violet'}
        striped={usage?.unlimited}
        aria-label={t('usage.label')}
      />
    </div>
  );
}

/** The id of the storage-full message: the buttons it disables are described by it. */
export const STORAGE_FULL_TEXT_ID = 'studio-storage-full-text';

/** The spec's storage-full message at the quota, with a link to the plans. */
export function StorageFullNotice({ count }: { count: number | null }) {
  const { t } = useTranslation('studio');
  const localize = useLocalizedPath();
  const quota = useProjectQuota();
  if (!useProjectsFull(count)) return null;
  return (
    <Alert
      color="red"
      variant="light"
      radius="md"
      mb="md"
      icon={<IconDatabaseOff size={18} aria-hidden />}
      data-testid="studio-storage-full"
    >
      <Group justify="space-between" gap="md" wrap="nowrap">
        <Text fz="sm" id={STORAGE_FULL_TEXT_ID}>
          {t('usage.full', { quota })}
        </Text>
        <Button component={Link} to={localize(PAGE_ROUTES.pricing)} size="xs" color="red" variant="light">
          {t('usage.upgrade')}
        </Button>
      </Group>
    </Alert>
  );
}
