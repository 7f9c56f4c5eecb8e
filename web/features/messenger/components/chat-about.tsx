import { Link } from 'react-router';
import type { ChatAbout } from '@shared/schemas/messenger';
import { BriefcaseIcon, MegaphoneIcon, ShoppingBagIcon } from '@web/components/ui/icons';
import { useT, type TFunction } from '@web/lib/i18n';

/** What kind of listing a chat is about, in the reader's words: 'Mahsulot', "Ish e'loni", "Xizmat e'loni" ('E'lon' once it is gone). */
export const aboutKind = (t: TFunction, about: ChatAbout) =>
  t(`messenger.about.${about.type === 'product' ? 'product' : (about.announcement_type ?? 'announcement')}`);

/**
 * Under the chat's header: the listing the conversation is about (the product asked about, the job
 * applied to), a link to its page while it is public; its title alone while hidden; 'deleted' once gone.
 */
export function ChatAboutBar({ about }: { about: ChatAbout }) {
  const t = useT();
  const Icon = about.type === 'product' ? ShoppingBagIcon : about.announcement_type === 'work_announcement' ? BriefcaseIcon : MegaphoneIcon;
  return (
    <p data-testid="chat-about" className="flex min-w-0 items-center gap-2 border-b border-ink-100 bg-cream-100/70 px-4 py-2 text-sm">
      <Icon size={16} className="shrink-0 text-ink-500" />
      <span className="shrink-0 text-ink-500">{aboutKind(t, about)}:</span>
      {about.title === null ? (
        <span className="italic text-ink-500">{t('messenger.about.gone')}</span>
      ) : about.link ? (
        <Link to={about.link} className="min-w-0 truncate font-semibold text-indigo-800 underline-offset-2 hover:underline" data-user-content>
          {about.title}
        </Link>
      ) : (
        <span className="min-w-0 truncate font-semibold text-ink-900" data-user-content>
          {about.title}
        </span>
      )}
    </p>
  );
}
