// A member's picture, or their initials; decorative beside the name the screen shows as text.
import { Avatar, type MantineSize } from '@mantine/core';
import { initialsOf } from '../utils/member-filters.ts';

export function MemberAvatar({ name, picture, size = 'md' }: { name: string; picture: string | null; size?: MantineSize }) {
  return (
    <Avatar src={picture} alt="" size={size} radius="xl" color="blue" aria-hidden>
      {initialsOf(name)}
    </Avatar>
  );
}
