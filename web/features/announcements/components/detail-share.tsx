import type { AnnouncementFull } from '@shared/schemas/announcements';
import { ScriptSwitch } from '@web/components/ui/script-switch';
import { ShareLinks } from '@web/features/share/components/share-links';
import { hasLatin } from '@web/lib/text-script';

/**
 * Under a job's or a service's title: Lotin / Кирилл for its words as written (when they have Latin
 * letters to transliterate), and the share links with its title in the script being read.
 */
export function DetailShare({ written, title, path }: { written: AnnouncementFull; title: string; path: string }) {
  return (
    <div className="flex flex-col items-start gap-3">
      {hasLatin(written.title, written.description) ? <ScriptSwitch /> : null}
      <ShareLinks path={path} title={title} />
    </div>
  );
}
