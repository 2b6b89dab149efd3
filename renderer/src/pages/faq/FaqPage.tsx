import { Accordion, Alert, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageData } from '../../app/pageData';
import { usePageHead } from '../../app/usePageHead';
import { fetchFaq } from '../../catalog/catalogApi';
import { useAsync } from '../../catalog/useAsync';
import { usePageLanguage } from '../../catalog/usePageLanguage';

/** Every question of the FAQ; the server sends the page with them. */
export function FaqPage() {
  const { t } = useTranslation('faq');
  usePageHead(t('title'), t('lead'));
  const language = usePageLanguage();
  const sent = usePageData().faq;
  const faq = useAsync(() => fetchFaq(language), [language], sent?.language === language ? sent.items : undefined);
  return (
    <Container w="100%" size="md" py={{ base: 40, sm: 72 }}>
      <Stack gap={8} align="center" ta="center" mb={{ base: 28, sm: 44 }}>
        <Title order={1} fz={{ base: 34, sm: 48 }} lts={-1}>
          {t('title')}
        </Title>
        <Text c="dark.1">{t('lead')}</Text>
      </Stack>
      {faq.status === 'loading' && <Skeleton h={400} radius="md" />}
      {faq.status === 'error' && (
        <Alert color="red" variant="light" title={t('loadError')}>
          {t('retry')}
        </Alert>
      )}
      {faq.data && (
        <Accordion variant="separated" radius="md" multiple>
          {faq.data.map((item) => (
            <Accordion.Item key={item.id} value={item.id}>
              <Accordion.Control>
                <Text fw={600}>{item.q}</Text>
              </Accordion.Control>
              <Accordion.Panel>
                <Text c="dark.0" lh={1.7}>
                  {item.a}
                </Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Container>
  );
}
