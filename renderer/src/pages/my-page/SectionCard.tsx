import type { ReactNode } from 'react';
import { TitledPaper } from '../../layout/TitledPaper';

/** One section of My page: a titled card, red-edged for what cannot be undone. */
export function SectionCard(props: { title: string; description?: string; danger?: boolean; children: ReactNode }) {
  return (
    <TitledPaper
      component="section"
      aria-label={props.title}
      p={{ base: 'lg', sm: 'xl' }}
      bg="dark.6"
      withBorder
      style={props.danger ? { borderColor: 'rgba(255, 107, 107, 0.28)' } : undefined}
      title={props.title}
      titleOrder={2}
      titleSize="lg"
      lead={props.description}
      leadSize="sm"
    >
      {props.children}
    </TitledPaper>
  );
}
