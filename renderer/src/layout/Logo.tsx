import { Group, Text } from '@mantine/core';
import classes from './Logo.module.css';

export function LogoMark({ size = 32, animated = false }: { size?: number; animated?: boolean }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      className={animated ? classes.animated : undefined}
      focusable="false"
    >
      <defs>
        <linearGradient id="cantara-logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b197fc" />
          <stop offset="1" stopColor="#f783ac" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#1d1829" />
      <path
        className={classes.wave}
        d="M12 36c4-14 10-14 12 0s8 14 12 0 10-14 12 0"
        fill="none"
        stroke="url(#cantara-logo-gradient)"
        strokeWidth="6"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Group gap={10} wrap="nowrap">
      <LogoMark />
      <Text component="span" fw={800} fz={20} className={classes.wordmark}>
        Cantara
      </Text>
    </Group>
  );
}
