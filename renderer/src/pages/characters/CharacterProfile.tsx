import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import classes from './CharacterDialog.module.css';

type CharacterText = CharacterView['text_content']['en'];

/** The character's facts (birthday, age, hobby), story and credits. */
export function CharacterProfile({ text }: { text: CharacterText }) {
  const { t } = useTranslation('characters');
  const facts: Array<[string, string]> = [
    [t('detail.birthday'), text.birth],
    [t('detail.age'), text.age],
    [t('detail.hobby'), text.hobby],
  ];
  return (
    <>
      <dl className={classes.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <Stack gap={4}>
        <Text fw={700} fz="sm" c="dark.1">
          {t('detail.story')}
        </Text>
        <Text lh={1.65} fz="sm">
          {text.background}
        </Text>
      </Stack>

      <dl className={classes.credits}>
        <div>
          <dt>{t('detail.voiceProvider')}</dt>
          <dd>{text.voiceProvider}</dd>
        </div>
        <div>
          <dt>{t('detail.illustrator')}</dt>
          <dd>{text.illustrator}</dd>
        </div>
      </dl>
    </>
  );
}
