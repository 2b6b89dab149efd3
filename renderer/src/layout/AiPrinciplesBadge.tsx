import { IconSparkles } from '@tabler/icons-react';
import classes from './AiPrinciplesBadge.module.css';

/** Badge for the Principles for Music Creation with AI, which Cantara has signed. */
export function AiPrinciplesBadge({ label }: { label: string }) {
  return (
    <a href="https://www.aiformusic.info" target="_blank" rel="noopener noreferrer" className={classes.badge}>
      <IconSparkles size={18} aria-hidden />
      <span>{label}</span>
    </a>
  );
}
