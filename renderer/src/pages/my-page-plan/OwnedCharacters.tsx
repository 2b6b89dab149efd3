import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { localized } from '../../catalog/localized';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import classes from './PlanPage.module.css';

/** The characters the user owns, each linking to its store page; `null` while the catalogue loads. */
export function OwnedCharacters({ owned }: { owned: CharacterView[] | null }) {
  const { t } = useTranslation('commerce');
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'xl' }} withBorder>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t('plan.myCharacters')}
        </Title>
        <Button component={Link} to={localize(PAGE_ROUTES.store)} variant="subtle" size="compact-sm">
          {t('plan.visitStore')}
        </Button>
      </Group>
      {owned === null ? (
        <Skeleton h={120} />
      ) : owned.length === 0 ? (
        <Text c="dimmed" data-testid="plan-no-characters">
          {t('plan.noCharacters')}
        </Text>
      ) : (
        <ul className={classes.characters} data-testid="plan-characters">
          {owned.map((character) => (
            <li key={character.id}>
              <Link to={localize(`/pricing/store/product/${character.id}`)} className={classes.character}>
                <img src={character.images.thumbnail} alt="" width={96} height={96} loading="lazy" />
                <Text fw={600} fz="sm" ta="center" lineClamp={1}>
                  {localized(character.text_content, language).name}
                </Text>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
