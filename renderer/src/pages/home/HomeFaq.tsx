import { Button, Container, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { useNearViewport } from '../../app/useNearViewport';
import { useAsync } from '../../catalog/useAsync';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { SectionHeading } from './HomeSections';

/**
 * The FAQ items flagged for the home page, with a link to all of them. The questions and the
 * accordion's code load together as the visitor scrolls towards the section.
 */
export function HomeFaq() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const language = usePageLanguage();
  const section = useRef<HTMLDivElement>(null);
  const near = useNearViewport(section);
  const faq = useAsync(
    near
      ? async () => {
          const [items, { HomeFaqList }] = await Promise.all([
            import('../../catalog/catalogApi').then((api) => api.fetchFaq(language)),
            import('./HomeFaqList'),
          ]);
          return { items: items.filter((item) => item.t), HomeFaqList };
        }
      : null,
    [near, language],
  );
  return (
    <Container ref={section} w="100%" size="md" py={{ base: 56, sm: 96 }} component="section">
      <SectionHeading eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
      {faq.data && faq.data.items.length > 0 && <faq.data.HomeFaqList items={faq.data.items} />}
      <Group justify="center" mt="xl">
        <Button
          component={Link}
          to={localize(PAGE_ROUTES.faq)}
          variant="subtle"
          rightSection={<IconArrowRight size={16} aria-hidden />}
        >
          {t('faq.viewMore')}
        </Button>
      </Group>
    </Container>
  );
}
