import { Badge, Group } from '@mantine/core';
import type { Language } from '../../../shared/languages';
import type { TagView } from '../../../shared/schemas/catalog';
import { localized } from './localized';

export function TagList({
  tags,
  language,
  size = 'sm',
}: {
  tags: TagView[];
  language: Language;
  size?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Group gap={4} wrap="wrap">
      {tags.map((tag) => (
        <Badge key={tag.id} size={size} variant="light" color="gray" radius="sm" tt="none">
          #{localized(tag.text_content, language)}
        </Badge>
      ))}
    </Group>
  );
}
