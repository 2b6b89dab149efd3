import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PerkExplainer } from './PerkExplainer';
import { type ToolPerk, useUtilityPerk } from './useUtilityPerk';

/**
 * The frame of a voice tool's dialog: its title and what it does; for a plan without the perk, the
 * explanation and the way to the plans instead of the tool; Cancel while it works, else Close.
 */
export function VoiceToolDialog(props: {
  opened: boolean;
  title: string;
  intro: string;
  perk: ToolPerk;
  busy: boolean;
  /** Ends the tool's work (a recording, a run); closing the dialog does this first. */
  onCancel: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('studio-voice-tools');
  const included = useUtilityPerk(props.perk);
  const close = () => {
    props.onCancel();
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size="lg" data-testid={props.testId}>
      {!included ? (
        <PerkExplainer perk={props.perk} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{props.intro}</Text>
          {props.children}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button
          variant="default"
          onClick={props.busy ? props.onCancel : close}
          data-testid={`${props.testId}-${props.busy ? 'cancel' : 'close'}`}
        >
          {props.busy ? t('cancel') : t('close')}
        </Button>
      </Group>
    </Modal>
  );
}
