import type { ReactNode } from 'react';
import classes from './FocusCard.module.css';
import { LogoMark } from './Logo';
import { TitledPaper } from './TitledPaper';

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
      <TitledPaper
        className={classes.card}
        maw={props.maw ?? 480}
        p={{ base: 'lg', sm: 40 }}
        title={props.title}
        titleOrder={1}
        titleSize={{ base: 24, sm: 28 }}
        lead={props.lead}
        mark={props.icon ?? <LogoMark size={44} />}
      >
        {props.children}
      </TitledPaper>
    </div>
  );
}
