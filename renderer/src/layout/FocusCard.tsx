import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FocusCard.module.css';
import { LogoMark } from './Logo';

/** A single centred card for one task (agreements, restore, hand-off): logo, title, text, content. */
export function FocusCard(props: {
  title: string;
  lead?: ReactNode;
  icon?: ReactNode;
  maw?: number;
  children: ReactNode;
}) {
  return (
    <div className={classes.stage}>
      <Paper className={classes.card} maw={props.maw ?? 480} radius="lg" p={{ base: 'lg', sm: 40 }}>
        <Stack gap="lg">
          <Stack gap="sm" align="flex-start">
            {props.icon ?? <LogoMark size={44} />}
            <Title order={1} fz={{ base: 24, sm: 28 }} lh={1.25}>
              {props.title}
            </Title>
            {props.lead ? (
              <Text c="dark.1" lh={1.6}>
                {props.lead}
              </Text>
            ) : null}
          </Stack>
          {props.children}
        </Stack>
      </Paper>
    </div>
  );
}
