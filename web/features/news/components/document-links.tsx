import { ExternalLinkIcon, FileTextIcon } from '@web/components/ui/icons';
import { useFileSize } from '../lib/file-size';
import { useI18n } from '@web/lib/i18n';

/** The host a document's own page is on (lex.uz), for its link's words; the address itself when it has none. */
function hostOf(link: string): string {
  try {
    return new URL(link).host.replace(/^www\./, '');
  } catch {
    return link;
  }
}

/**
 * A document's page elsewhere (the official text on lex.uz), as a visibly external link: its host, an
 * icon that says it leaves the site, a new tab (rel=noopener), and words for screen readers saying so.
 */
export function DocumentExternalLink({ link, className = '' }: { link: string; className?: string }) {
  const { t } = useI18n();
  const host = hostOf(link);
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" data-external="" className={className} title={t('news.documents.externalTitle', { host })}>
      {t('news.documents.external', { host })}
      <ExternalLinkIcon size={15} />
      <span className="sr-only"> ({t('news.documents.newTab')})</span>
    </a>
  );
}

/** 'PDF fayl · 1,2 MB': the file's kind and size in the reader's units. */
export function DocumentFileSize({ bytes, className = '' }: { bytes: number; className?: string }) {
  const size = useFileSize();
  const { t } = useI18n();
  return (
    <span className={`inline-flex items-center gap-1 ${className}`} data-testid="document-size">
      <FileTextIcon size={12} />
      {t('news.documents.fileSize', { size: size(bytes) })}
    </span>
  );
}
