import type { Profile } from '@shared/schemas/users';
import { mediaUrl } from '@web/lib/api-client';
import { Avatar as AvatarImage } from '@web/components/ui/avatar';
import { initials } from '../profile-form';

const PIXELS = { sm: 40, md: 56, lg: 96 } as const;

/** The profile picture (or a chosen file's preview, `src`), or the initials on an indigo disc when there is none. */
export function Avatar({ user, size = 'md', src }: { user: Pick<Profile, 'first_name' | 'last_name' | 'pfp'>; size?: keyof typeof PIXELS; src?: string }) {
  return <AvatarImage src={src ?? mediaUrl(user.pfp)} initials={initials(user)} size={PIXELS[size]} eager />;
}
