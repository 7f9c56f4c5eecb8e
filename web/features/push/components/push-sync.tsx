import { useEffect } from 'react';
import { useSession } from '@web/features/auth/api/get-profile';
import { useI18n } from '@web/lib/i18n';
import { pushNote } from '../lib/browser-push';

/**
 * Mounted once in the root layout: keeps the server's note of this browser's push subscription in the
 * reader's language and session (lib/resync.ts). Does nothing, and loads nothing, unless the signed-in
 * reader turned push on in this browser.
 */
export function PushSync() {
  const { user } = useSession();
  const { lang } = useI18n();
  const guid = user?.guid;
  useEffect(() => {
    if (!guid || !pushNote.read(guid)) return;
    void import('../lib/resync').then(({ resyncPush }) => resyncPush(guid, lang));
  }, [guid, lang]);
  return null;
}
