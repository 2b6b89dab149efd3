import { CloseButton, Group, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CharacterView } from '../../../../shared/schemas/catalog';
import classes from './CharacterDialog.module.css';

type Props = {
  character: CharacterView;
  name: string;
  withBackground: boolean;
  onBackgroundChange: (withBackground: boolean) => void;
  onClose: () => void;
};

/** The dialog's picture side: the full-body art, the background switch and, on a phone, a floating close. */
export function CharacterArt({ character, name, withBackground, onBackgroundChange, onClose }: Props) {
  const { t } = useTranslation('characters');
  return (
    <div className={classes.art} data-background={withBackground || undefined}>
      <img
        key={`${character.id}-${withBackground}`}
        src={withBackground ? character.images.body_bg : character.images.body}
        alt={t('detail.imageAlt', { name })}
        width={600}
        height={900}
      />
      <CloseButton
        className={classes.floatingClose}
        hiddenFrom="sm"
        size="lg"
        radius="xl"
        variant="filled"
        onClick={onClose}
        aria-label={t('detail.close')}
      />
      <Group className={classes.artControls} justify="space-between">
        <Switch
          checked={withBackground}
          onChange={(event) => onBackgroundChange(event.currentTarget.checked)}
          label={t('detail.showBackground')}
          color="violet"
        />
      </Group>
    </div>
  );
}
