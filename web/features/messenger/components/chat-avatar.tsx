import { imageSrcSet } from '@shared/media';
import type { ChatUser } from '@shared/schemas/messenger';

type Person = Pick<ChatUser, 'first_name' | 'last_name' | 'pfp'>;

export const personName = (p: Pick<ChatUser, 'first_name' | 'last_name'>) => `${p.first_name} ${p.last_name}`.trim();

const initials = (p: Person) => `${p.first_name.trim().charAt(0)}${p.last_name.trim().charAt(0)}`.toUpperCase() || '?';

/** The partner's picture (smallest stored width), or initials on an indigo disc. Decorative: the name is always beside it. */
export function ChatAvatar({ person, size = 44 }: { person: Person; size?: number }) {
  const style = { width: size, height: size };
  if (person.pfp) {
    return (
      <img
        src={person.pfp}
        srcSet={imageSrcSet(person.pfp)}
        sizes={`${size}px`}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        style={style}
        className="shrink-0 rounded-full bg-ink-100 object-cover"
      />
    );
  }
  return (
    <span aria-hidden="true" style={style} className="flex shrink-0 items-center justify-center rounded-full bg-indigo-800 text-sm font-semibold text-saffron-400 select-none">
      {initials(person)}
    </span>
  );
}
