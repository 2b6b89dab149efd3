import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function SectionCard(props: { title: string; description?: string; danger?: boolean; children: ReactNode }) {
  return (
    <Paper
      component="section"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="dark.6"
      withBorder
      style={props.danger ? { borderColor: 'rgba(255, 107, 107, 0.28)' } : undefined}
      aria-label={props.title}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {props.title}
          </Title>
          {props.description ? (
            <Text fz="sm" c="dimmed" lh={1.6}>
              {props.description}
            </Text>
          ) : null}
        </Stack>
        {props.children}
      </Stack>
    </Paper>
  );
}
