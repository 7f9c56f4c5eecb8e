import type { Profile } from '@shared/schemas/users';
import { mediaUrl } from '@web/lib/api-client';
import { initials } from '../profile-form';

/** The profile picture, or the initials on an indigo disc when there is none. */
export function Avatar({ user, size = 'md', src }: { user: Pick<Profile, 'first_name' | 'last_name' | 'pfp'>; size?: 'sm' | 'md' | 'lg'; src?: string }) {
  const box = { sm: 'h-10 w-10 text-sm', md: 'h-14 w-14 text-lg', lg: 'h-24 w-24 text-3xl' }[size];
  const url = src ?? mediaUrl(user.pfp);
  if (url) {
    return <img src={url} alt="" width={96} height={96} decoding="async" className={`${box} shrink-0 rounded-full bg-ink-100 object-cover`} />;
  }
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-indigo-800 font-semibold text-saffron-400 select-none`}>
      {initials(user)}
    </span>
  );
}
