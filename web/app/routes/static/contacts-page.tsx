import type { ComponentType, ReactNode } from 'react';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { ContactForm } from '@web/features/contact/components/contact-form';
import { SITE_EMAILS, SITE_PHONES } from '@web/app/layout/site-contacts';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, type IconProps } from '@web/components/ui/icons';
import { IkatBorder } from '@web/components/ui/ikat';
import { PageHero } from '@web/components/ui/page-hero';
import { QuoteFigure } from '@web/components/ui/quote-figure';

function InfoCard({ Icon, title, children }: { Icon: ComponentType<IconProps>; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-5">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-indigo-800">
        <Icon size={22} />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink-500">{title}</h3>
        <div className="mt-1 space-y-0.5 font-semibold text-indigo-900">{children}</div>
      </div>
    </li>
  );
}

/** /contacts (spec §2): invitation, two phones, info@ and support@, an address in Tashkent, the form, and the poster. */
export function Component() {
  const t = useT();
  usePageHead({ title: t('pages.contacts.metaTitle'), description: t('pages.contacts.lead') });
  return (
    <>
      <PageHero eyebrow={t('pages.contacts.eyebrow')} title={t('pages.contacts.title')} lead={t('pages.contacts.lead')} palette="saffron" />

      <section id="aloqa" aria-labelledby="contact-form-title" className="page grid scroll-mt-24 gap-8 py-12 sm:py-16 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12">
        <div>
          <h2 className="sr-only">{t('pages.contacts.detailsTitle')}</h2>
          <ul className="grid gap-4">
            <InfoCard Icon={PhoneIcon} title={t('pages.contacts.phones')}>
              {SITE_PHONES.map((p) => (
                <p key={p.href}>
                  <a href={p.href} className="whitespace-nowrap rounded hover:text-pomegranate-600">
                    {p.display}
                  </a>
                </p>
              ))}
            </InfoCard>
            <InfoCard Icon={MailIcon} title={t('pages.contacts.emails')}>
              {[SITE_EMAILS.info, SITE_EMAILS.support].map((email) => (
                <p key={email} className="break-all">
                  <a href={`mailto:${email}`} className="rounded hover:text-pomegranate-600">
                    {email}
                  </a>
                </p>
              ))}
            </InfoCard>
            <InfoCard Icon={MapPinIcon} title={t('pages.contacts.address')}>
              <address className="not-italic">{t('common.contact.address')}</address>
            </InfoCard>
            <InfoCard Icon={ClockIcon} title={t('pages.contacts.hours')}>
              <p>{t('pages.contacts.hoursValue')}</p>
            </InfoCard>
          </ul>
        </div>

        <div className="card p-6 sm:p-8">
          <h2 id="contact-form-title" className="text-xl font-bold text-indigo-900 sm:text-2xl">
            {t('pages.contacts.form.title')}
          </h2>
          <div className="mt-4">
            <ContactForm />
          </div>
        </div>
      </section>

      <section aria-labelledby="success-story" className="page">
        <div className="overflow-hidden rounded-[1.75rem] bg-indigo-900 text-white">
          <IkatBorder palette="pomegranate" />
          <div className="grid items-center gap-8 p-6 sm:p-10 lg:grid-cols-[1.1fr_0.9fr] lg:gap-12 lg:p-14">
            <div>
              <p id="success-story" className="text-xs font-semibold uppercase tracking-[0.14em] text-saffron-400">
                {t('pages.contacts.poster.eyebrow')}
              </p>
              {/* The quote and whose it is: a figure whose caption is its last child, as HTML allows. */}
              <QuoteFigure look="poster" quote={t('pages.contacts.poster.quote')} name={t('pages.contacts.poster.name')} role={t('pages.contacts.poster.role')} />
              <p className="mt-6 max-w-xl text-sm leading-relaxed text-indigo-100 sm:text-base">{t('pages.contacts.poster.text')}</p>
            </div>
            <img
              src="/images/weaver-loom.svg"
              alt={t('pages.contacts.poster.imageAlt')}
              width={480}
              height={400}
              loading="lazy"
              decoding="async"
              className="mx-auto aspect-[6/5] w-full max-w-md rounded-3xl"
            />
          </div>
        </div>
      </section>
    </>
  );
}
