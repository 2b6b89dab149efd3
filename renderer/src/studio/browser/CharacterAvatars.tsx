import { Avatar, Tooltip } from '@mantine/core';
import type { StudioCharacterView } from './useStudioCharacters';

/** The characters singing in a project, as overlapping round pictures with their names on hover. */
export function CharacterAvatars({
  ids,
  byId,
  size = 30,
  max = 4,
}: {
  ids: string[];
  byId: Map<string, StudioCharacterView>;
  size?: number;
  max?: number;
}) {
  const shown = ids.slice(0, max);
  return (
    <Avatar.Group spacing={size / 3}>
      {shown.map((id) => {
        const character = byId.get(id);
        return (
          <Tooltip key={id} label={character?.name ?? id} withArrow>
            <Avatar
              src={character?.thumbnail}
              alt={character?.name ?? id}
              size={size}
              radius="xl"
              style={{ borderColor: 'var(--mantine-color-dark-7)', background: character?.color }}
            >
              {(character?.name ?? id).slice(0, 1).toUpperCase()}
            </Avatar>
          </Tooltip>
        );
      })}
      {ids.length > max && (
        <Avatar size={size} radius="xl">
          +{ids.length - max}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
