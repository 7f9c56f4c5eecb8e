import { Link } from 'react-router';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { PageHero } from '@web/components/ui/page-hero';
import { SITE_EMAILS } from '@web/app/layout/site-contacts';
import { paths } from '@web/lib/paths';

/** Sections of the policy and how many list items each has (0: a paragraph only). */
const SECTIONS = [
  { key: 'collect', items: 5 },
  { key: 'purpose', items: 4 },
  { key: 'sharing', items: 0 },
  { key: 'storage', items: 0 },
  { key: 'browser', items: 0 },
  { key: 'rights', items: 3 },
] as const;

/** /privacy: a short, plain privacy policy. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('pages.privacy.title'), description: t('pages.privacy.description') });
  const after = t('pages.privacy.contact.after');
  return (
    <>
      <PageHero eyebrow={t('pages.privacy.eyebrow')} title={t('pages.privacy.title')} lead={t('pages.privacy.intro')} palette="indigo" />
      <article className="page py-12 sm:py-16">
        <div className="prose-ipak">
          {SECTIONS.map(({ key, items }) => (
            <section key={key} aria-labelledby={`privacy-${key}`}>
              <h2 id={`privacy-${key}`}>{t(`pages.privacy.${key}.title`)}</h2>
              {items > 0 ? (
                <ul>
                  {Array.from({ length: items }, (_, i) => (
                    <li key={i}>{t(`pages.privacy.${key}.items.${i + 1}`)}</li>
                  ))}
                </ul>
              ) : (
                <p>{t(`pages.privacy.${key}.text`)}</p>
              )}
            </section>
          ))}
          <section aria-labelledby="privacy-contact">
            <h2 id="privacy-contact">{t('pages.privacy.contact.title')}</h2>
            <p>
              {t('pages.privacy.contact.before')}{' '}
              <a href={`mailto:${SITE_EMAILS.support}`} className="font-semibold text-indigo-700 underline underline-offset-4">
                {SITE_EMAILS.support}
              </a>{' '}
              {t('pages.privacy.contact.middle')}{' '}
              <Link to={paths.contacts()} className="font-semibold text-indigo-700 underline underline-offset-4">
                {t('pages.privacy.contact.link')}
              </Link>
              {/^[.,;:]/.test(after) ? '' : ' '}
              {after}
            </p>
          </section>
        </div>
      </article>
    </>
  );
}
