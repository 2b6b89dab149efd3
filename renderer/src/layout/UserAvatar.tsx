import { Avatar, type AvatarProps } from '@mantine/core';
import type { UserInfo } from '../../../shared/schemas/user';

/** The user's photo, or their initials on the product gradient. */
export function UserAvatar({ user, ...props }: { user: Pick<UserInfo, 'name' | 'image'> } & AvatarProps) {
  return <Avatar src={user.image} name={user.name} alt={user.name} variant="gradient" {...props} />;
}
