import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ListingRevision } from '@shared/schemas/moderation';
import { ConfirmDialog } from '@web/components/ui/dialog';
import { EditorBody, ItemUnavailable } from '@web/components/ui/editor-page';
import { PageSection } from '@web/components/ui/page-section';
import { ModerationBanner, RevisionNote } from '@web/features/moderation/components/moderation-state';
import { useT } from '@web/lib/i18n';

/**
 * What the edit shell needs of a listing: its key, its title (the page's subtitle), its moderation
 * state, its edit waiting for review (issue 40) and whether a new edit would wait (edits_held).
 */
interface EditableListing {
  guid: string;
  title: string;
  moderation: Parameters<typeof ModerationBanner>[0]['moderation'];
  revision: ListingRevision | null;
  edits_held: boolean;
}

interface ListingEditShellProps<T extends EditableListing> {
  /** The id of the page's heading. */
  id: string;
  title: string;
  /** The author's own copy of the listing (GET …/{guid}/). */
  query: UseQueryResult<T>;
  /** Shown while it loads. */
  loading: ReactNode;
  /** The texts of each area (the shell carries no dictionary of its own, so each page declares only its own area). */
  texts: {
    /** Why the listing cannot be edited: 403 (not the author's), 404 or 400 (no such listing). */
    unavailable(status: 403 | 404 | 400): string;
    back: string;
    backTo: string;
    error: string;
    retry: string;
  };
  /**
   * The area's form in edit mode for the loaded listing. Its save first awaits `confirmSave()`: for a
   * live listing whose edits wait for review it asks the author (the current version stays visible
   * until a moderator approves) and answers whether to go on; otherwise it answers true at once.
   */
  children(listing: T, confirmSave: () => Promise<boolean>): ReactNode;
}

/**
 * The edit page of a listing with images (a product, an announcement): loads the author's copy, tells
 * when it cannot be edited (with a way back) or failed to load (with a retry), else shows the
 * moderation banner (and an edit waiting for review, issue 40) over the area's form, keyed by the
 * listing so another one (or a fresh copy after saving) starts a fresh form. Saving an edit of a live
 * listing under pre-moderation first warns that the current version stays visible until approved.
 */
export function ListingEditShell<T extends EditableListing>({ id, title, query, loading, texts, children }: ListingEditShellProps<T>) {
  const t = useT();
  // The answer the open warning waits for (issue 40); null while none is open.
  const [asking, setAsking] = useState<((go: boolean) => void) | null>(null);
  const answer = (go: boolean) => {
    asking?.(go);
    setAsking(null);
  };
  const confirmSave = (listing: T) => () => (listing.edits_held ? new Promise<boolean>((resolve) => setAsking(() => resolve)) : Promise.resolve(true));
  return (
    <PageSection id={id} title={title} subtitle={query.data?.title} subtitleWrittenByUser>
      <EditorBody
        query={query}
        loading={loading}
        unavailableStatuses={[403, 404, 400]}
        unavailable={(status) => <ItemUnavailable text={texts.unavailable(status as 403 | 404 | 400)} back={{ to: texts.backTo, label: texts.back }} />}
        error={{ message: texts.error, retry: texts.retry }}
        form={(listing) =>
          listing ? (
            <div key={listing.guid} className="space-y-4">
              <ModerationBanner moderation={listing.moderation} />
              <RevisionNote revision={listing.revision} banner />
              {children(listing, confirmSave(listing))}
            </div>
          ) : null
        }
      />
      <ConfirmDialog
        open={asking !== null}
        tone="primary"
        title={t('moderation.author.liveEditTitle')}
        message={t('moderation.author.liveEditText')}
        confirmLabel={t('moderation.author.liveEditConfirm')}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </PageSection>
  );
}
