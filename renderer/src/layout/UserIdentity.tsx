import { Group, type MantineSpacing, Stack, Text } from '@mantine/core';
import type { UserInfo } from '../../../shared/schemas/user';
import { UserAvatar } from './UserAvatar';

/** Who is signed in: the photo (or initial), the name line and the email, cut short when narrow. */
export function UserIdentity(props: {
  user: Pick<UserInfo, 'name' | 'email' | 'image'>;
  avatarSize: number;
  /** The first line; the user's name unless said otherwise ("Signed in as …"). */
  nameLine?: string;
  gap?: MantineSpacing;
  px?: MantineSpacing | number;
  py?: MantineSpacing | number;
  p?: MantineSpacing | number;
  nameTestId?: string;
}) {
  const { user } = props;
  return (
    <Group gap={props.gap ?? 'sm'} wrap="nowrap" p={props.p} px={props.px} py={props.py}>
      <UserAvatar user={user} size={props.avatarSize} />
      <Stack gap={0} miw={0}>
        <Text fw={700} truncate data-testid={props.nameTestId}>
          {props.nameLine ?? user.name}
        </Text>
        <Text fz="sm" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}
