import { Accordion, Button, Container, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PAGE_ROUTES } from '../../../../shared/routes';
import { useLocalizedPath } from '../../app/useLocalizedPath';
import { fetchFaq } from '../../catalog/catalogApi';
import { useAsync } from '../../catalog/useAsync';
import { usePageLanguage } from '../../catalog/usePageLanguage';
import { SectionHeading } from './HomeSections';

/** The FAQ items flagged for the home page, with a link to all of them. */
export function HomeFaq() {
  const { t } = useTranslation('home');
  const localize = useLocalizedPath();
  const language = usePageLanguage();
  const faq = useAsync(() => fetchFaq(language), [language]);
  const items = faq.data?.filter((item) => item.t) ?? [];
  return (
    <Container w="100%" size="md" py={{ base: 56, sm: 96 }} component="section">
      <SectionHeading eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
      <Accordion variant="separated" radius="md">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Accordion.Control>{item.q}</Accordion.Control>
            <Accordion.Panel>{item.a}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
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
