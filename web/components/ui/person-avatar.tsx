import { imageSrcSet } from '@shared/media';
import type { PublicUser } from '@shared/schemas/shop';

const SIZES = { xs: 'size-6 text-[10px]', sm: 'size-9 text-xs', md: 'size-12 text-base', lg: 'size-16 text-xl' } as const;
const PIXELS = { xs: 24, sm: 36, md: 48, lg: 64 } as const;

export const fullName = (u: Pick<PublicUser, 'first_name' | 'last_name'>) => `${u.first_name} ${u.last_name}`.trim();

const initials = (u: Pick<PublicUser, 'first_name' | 'last_name'>) => `${u.first_name.trim().charAt(0)}${u.last_name.trim().charAt(0)}`.toUpperCase() || '?';

/**
 * A person's picture (the smallest stored width is plenty), or their initials on an indigo disc.
 * Decorative: the name is always written next to it.
 */
export function PersonAvatar({ user, size = 'sm' }: { user: Pick<PublicUser, 'first_name' | 'last_name' | 'pfp'>; size?: keyof typeof SIZES }) {
  const box = `${SIZES[size]} shrink-0 rounded-full`;
  if (user.pfp) {
    return (
      <img
        src={user.pfp}
        srcSet={imageSrcSet(user.pfp)}
        sizes={`${PIXELS[size]}px`}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        className={`${box} bg-ink-100 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${box} flex items-center justify-center bg-indigo-800 font-semibold text-saffron-400 select-none`}>
      {initials(user)}
    </span>
  );
}
