import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EditorBody, ItemUnavailable } from '@web/components/ui/editor-page';
import { PageSection } from '@web/components/ui/page-section';
import { ModerationBanner } from '@web/features/moderation/components/moderation-state';

/** What the edit shell needs of a listing: its key, its title (the page's subtitle) and its moderation state. */
interface EditableListing {
  guid: string;
  title: string;
  moderation: Parameters<typeof ModerationBanner>[0]['moderation'];
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
  /** The area's form in edit mode for the loaded listing. */
  children(listing: T): ReactNode;
}

/**
 * The edit page of a listing with images (a product, an announcement): loads the author's copy, tells
 * when it cannot be edited (with a way back) or failed to load (with a retry), else shows the
 * moderation banner over the area's form, keyed by the listing so another one (or a fresh copy after
 * saving) starts a fresh form.
 */
export function ListingEditShell<T extends EditableListing>({ id, title, query, loading, texts, children }: ListingEditShellProps<T>) {
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
              {children(listing)}
            </div>
          ) : null
        }
      />
    </PageSection>
  );
}
