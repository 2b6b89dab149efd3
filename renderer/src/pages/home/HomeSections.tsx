import { Box, Button, Container, Image, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBrandDiscord,
  IconCheck,
  IconFileMusic,
  IconLanguage,
  IconMicrophone2,
  IconPencil,
  IconSparkles,
  IconUserCircle,
  IconWaveSine,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './HomePage.module.css';

const DISCORD_URL = 'https://discord.gg/cantara';

export function SectionHeading({ eyebrow, title, lead }: { eyebrow: string; title: string; lead?: string }) {
  return (
    <Stack gap={8} align="center" ta="center" mb={{ base: 28, sm: 44 }}>
      <Text c="violet.3" fw={700} fz="sm" tt="uppercase" lts={1.2}>
        {eyebrow}
      </Text>
      <Title order={2} className={classes.sectionTitle}>
        {title}
      </Title>
      {lead && (
        <Text c="dark.1" maw={640} lh={1.6}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}

export function EditorSection() {
  const { t } = useTranslation('home');
  const points = ['lyrics', 'notes', 'expression', 'export'] as const;
  return (
    <Container w="100%" size="lg" py={{ base: 56, sm: 96 }} component="section" aria-labelledby="editor-title">
      <div className={classes.split}>
        <Stack gap="md">
          <Text c="violet.3" fw={700} fz="sm" tt="uppercase" lts={1.2}>
            {t('editor.eyebrow')}
          </Text>
          <Title order={2} id="editor-title" className={classes.sectionTitle}>
            {t('editor.title')}
          </Title>
          <Text c="dark.1" lh={1.6}>
            {t('editor.lead')}
          </Text>
          <List
            spacing="sm"
            icon={
              <ThemeIcon size={22} radius="xl" color="violet" variant="light">
                <IconCheck size={14} aria-hidden />
              </ThemeIcon>
            }
          >
            {points.map((point) => (
              <List.Item key={point}>{t(`editor.points.${point}`)}</List.Item>
            ))}
          </List>
        </Stack>
        <Image
          src="/media/home/editor.webp"
          alt={t('editor.imageAlt')}
          radius="lg"
          className={classes.shot}
          loading="lazy"
          width={1280}
          height={720}
        />
      </div>
    </Container>
  );
}

export function CommunitySection() {
  const { t } = useTranslation('home');
  return (
    <Container w="100%" size="lg" pb={{ base: 56, sm: 96 }} component="section" aria-labelledby="community-title">
      <Paper className={classes.community} radius="xl" p={{ base: 'xl', sm: 48 }}>
        <div className={classes.communityInner}>
          <ThemeIcon size={72} radius="xl" variant="white" color="indigo" aria-hidden>
            <IconBrandDiscord size={44} />
          </ThemeIcon>
          <Stack gap={6} style={{ flex: 1 }}>
            <Title order={2} id="community-title" fz={{ base: 24, sm: 30 }}>
              {t('community.title')}
            </Title>
            <Text c="indigo.0" lh={1.6}>
              {t('community.lead')}
            </Text>
          </Stack>
          <Button
            component="a"
            href={DISCORD_URL}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            variant="filled"
            color="dark.8"
          >
            {t('community.join')}
          </Button>
        </div>
      </Paper>
    </Container>
  );
}

export function FeaturesSection() {
  const { t } = useTranslation('home');
  const features = [
    { key: 'language', Icon: IconLanguage },
    { key: 'ai', Icon: IconSparkles },
    { key: 'midi', Icon: IconFileMusic },
  ] as const;
  return (
    <Container w="100%" size="lg" py={{ base: 56, sm: 96 }} component="section">
      <SectionHeading eyebrow={t('features.eyebrow')} title={t('features.title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {features.map(({ key, Icon }) => (
          <Paper key={key} className={classes.feature} radius="lg" p="xl">
            <ThemeIcon size={48} radius="md" variant="light" color="violet" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={3} fz="lg" mt="md">
              {t(`features.${key}.title`)}
            </Title>
            <Text c="dark.1" mt={6} lh={1.6} fz="sm">
              {t(`features.${key}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}

export function FastestWaySection() {
  const { t } = useTranslation('home');
  const steps = [
    { key: 'choose', Icon: IconUserCircle },
    { key: 'write', Icon: IconPencil },
    { key: 'tune', Icon: IconWaveSine },
    { key: 'share', Icon: IconMicrophone2 },
  ] as const;
  return (
    <Box className={classes.band} component="section">
      <Container w="100%" size="lg" py={{ base: 56, sm: 96 }}>
        <SectionHeading eyebrow={t('fastest.eyebrow')} title={t('fastest.title')} lead={t('fastest.lead')} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {steps.map(({ key, Icon }, index) => (
            <Stack key={key} gap="xs" className={classes.step}>
              <Text className={classes.stepNumber} aria-hidden>
                {String(index + 1).padStart(2, '0')}
              </Text>
              <Icon size={28} aria-hidden color="var(--mantine-color-violet-3)" />
              <Title order={3} fz="md">
                {t(`fastest.${key}.title`)}
              </Title>
              <Text c="dark.1" fz="sm" lh={1.6}>
                {t(`fastest.${key}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
