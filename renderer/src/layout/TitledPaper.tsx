import { Paper, type PaperProps, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A card with a heading block (an optional mark, the title, a line of text) above its content: the
 * one-task pages' focus card and My page's sections are both this.
 */
export function TitledPaper(
  props: PaperProps & {
    component?: 'section' | 'div';
    title: string;
    titleOrder: 1 | 2;
    titleSize: PaperProps['fz'];
    lead?: ReactNode;
    leadSize?: PaperProps['fz'];
    mark?: ReactNode;
    children: ReactNode;
  },
) {
  const { title, titleOrder, titleSize, lead, leadSize, mark, children, ...paper } = props;
  return (
    <Paper radius="lg" {...paper}>
      <Stack gap="lg">
        <Stack gap={mark ? 'sm' : 4} align="flex-start">
          {mark}
          <Title order={titleOrder} fz={titleSize} lh={1.25}>
            {title}
          </Title>
          {lead ? (
            <Text fz={leadSize} c={leadSize ? 'dimmed' : 'dark.1'} lh={1.6}>
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
