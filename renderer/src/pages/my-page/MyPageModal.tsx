import { Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type Props = { opened: boolean; onClose: () => void; title: string; icon?: ReactNode; children: ReactNode };

/** A centred dialog of My page with its bold title (after an icon, if any). */
export function MyPageModal({ opened, onClose, title, icon, children }: Props) {
  const heading = (
    <Text fw={700} fz="lg">
      {title}
    </Text>
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        icon ? (
          <Group gap="xs">
            {icon}
            {heading}
          </Group>
        ) : (
          heading
        )
      }
      centered
      radius="lg"
    >
      {children}
    </Modal>
  );
}
