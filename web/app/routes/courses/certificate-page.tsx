import { Link, useParams } from 'react-router';
import type { Certificate } from '@shared/schemas/courses';
import { BRAND } from '@shared/constants';
import { personName } from '@web/components/ui/avatar';
import { FileTextIcon, GraduationCapIcon } from '@web/components/ui/icons';
import { IkatPattern } from '@web/components/ui/ikat';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { Skeleton } from '@web/components/ui/skeleton';
import { useCertificate } from '@web/features/courses/api/get-certificate';
import { useT } from '@web/lib/i18n';
import { formatLongDate } from '@web/lib/long-date';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { absoluteUrl, useSiteOrigin } from '@web/lib/site-origin';

/** Printing shows the certificate alone, on one landscape page. */
const PRINT_CSS = `@media print {
  @page { size: A4 landscape; margin: 12mm; }
  body * { visibility: hidden !important; }
  [data-certificate], [data-certificate] * { visibility: visible !important; }
  [data-certificate] { position: absolute; inset: 0; box-shadow: none !important; }
  [data-print-hidden] { display: none !important; }
}`;

/**
 * /courses/certificates/{id}/ (issue 14): a finished course's certificate — the learner, the course,
 * its teacher, the date, and the verification link (this page's address). Printable; rendered on the
 * server; kept out of search engines. An unknown id shows its not-found screen (404).
 */
export function Component() {
  const { id = '' } = useParams();
  const q = useCertificate(id);
  const t = useT();
  return (
    <ItemPage query={q} notFound={<CertificateNotFound />} errorTitle={t('courses.certificate.title')} skeleton={<CertificateSkeleton />}>
      {(certificate) => <CertificateView certificate={certificate} />}
    </ItemPage>
  );
}

function CertificateView({ certificate: c }: { certificate: Certificate }) {
  const t = useT();
  const path = paths.certificate(c.id);
  const learner = personName(c.learner);
  usePageHead({ title: `${t('courses.certificate.title')}: ${c.course.title}`, description: t('courses.certificate.description', { name: learner, course: c.course.title }), canonical: path, noindex: true });
  const date = formatLongDate(c.finished_at, t);
  return (
    <div className="page py-8">
      <style>{PRINT_CSS}</style>
      <article data-certificate className="relative mx-auto max-w-4xl overflow-hidden rounded-[var(--radius-card)] border-4 border-double border-saffron-500 bg-white p-8 text-center shadow-[var(--shadow-card)] sm:p-14" data-testid="certificate">
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-3 opacity-80">
          <IkatPattern palette="indigo" scale={0.3} />
        </div>
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-pomegranate-600">{BRAND}</p>
        <h1 className="mt-3 text-2xl font-extrabold text-indigo-900 sm:text-4xl">{t('courses.certificate.heading')}</h1>
        <p className="mt-8 text-ink-700">{t('courses.certificate.certifies')}</p>
        <p className="mt-2 text-3xl font-bold text-indigo-900 [overflow-wrap:anywhere] sm:text-4xl" data-testid="certificate-learner">
          {learner}
        </p>
        <p className="mt-4 text-ink-700">{t('courses.certificate.completed')}</p>
        <p className="mt-2 text-xl font-bold text-indigo-900 [overflow-wrap:anywhere] sm:text-2xl" data-testid="certificate-course">
          «{c.course.title}»
        </p>
        <p className="mt-1 text-sm text-ink-500">{t('courses.certificate.lessons', { n: c.course.lessons_count })}</p>
        <dl className="mx-auto mt-10 grid max-w-2xl grid-cols-1 gap-6 text-left sm:grid-cols-2">
          <div>
            <dt className="text-xs uppercase tracking-wide text-ink-500">{t('courses.certificate.teacher')}</dt>
            <dd className="mt-1 font-semibold text-indigo-900" data-testid="certificate-teacher">
              {personName(c.teacher)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-ink-500">{t('courses.certificate.date')}</dt>
            <dd className="mt-1 font-semibold text-indigo-900">
              <time dateTime={c.finished_at} data-testid="certificate-date">
                {date}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-ink-500">{t('courses.certificate.number')}</dt>
            <dd className="mt-1 font-mono text-sm text-indigo-900 [overflow-wrap:anywhere]">{c.id}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-ink-500">{t('courses.certificate.verify')}</dt>
            <dd className="mt-1 text-sm [overflow-wrap:anywhere]">
              <VerifyLink path={path} />
            </dd>
          </div>
        </dl>
      </article>
      <div className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-3" data-print-hidden>
        <button type="button" className="btn-primary" onClick={() => window.print()}>
          <FileTextIcon size={16} />
          {t('courses.certificate.print')}
        </button>
        <Link to={paths.course(c.course.meta)} className="btn-outline bg-white">
          <GraduationCapIcon size={16} />
          {c.course.title}
        </Link>
      </div>
    </div>
  );
}

/** The full address of this page, as its canonical link writes it (the server renders it whole). */
function VerifyLink({ path }: { path: string }) {
  return (
    <a href={path} className="text-indigo-700 underline" data-testid="certificate-verify">
      {absoluteUrl(useSiteOrigin(), path)}
    </a>
  );
}

function CertificateNotFound() {
  const t = useT();
  usePageHead({ title: t('courses.certificate.notFound'), noindex: true });
  return <ItemNotFound title={t('courses.certificate.notFound')} hint={t('courses.certificate.notFoundHint')} icon={<FileTextIcon size={34} />} palette="indigo" back={{ to: paths.courses(), label: t('courses.category.back') }} />;
}

function CertificateSkeleton() {
  return (
    <div className="page py-8" aria-busy="true">
      <Skeleton className="mx-auto h-[28rem] max-w-4xl rounded-[var(--radius-card)]" />
    </div>
  );
}
