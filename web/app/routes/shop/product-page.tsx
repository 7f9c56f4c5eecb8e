import { Link, useParams } from 'react-router';
import { isAdminRole } from '@shared/constants';
import type { ProductPage } from '@shared/schemas/shop';
import type { Profile } from '@shared/schemas/users';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { ChatIcon, LoginIcon, ShoppingBagIcon } from '@web/components/ui/icons';
import { ItemStats } from '@web/components/ui/item-stats';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { useSession, useViewer } from '@web/features/auth/api/get-profile';
import { useProduct } from '@web/features/shop/api/get-product';
import { useCategoryProducts } from '@web/features/shop/api/get-category-products';
import { GoSearchForm } from '@web/components/form/search-form';
import { Gallery, HERO_SIZES } from '@web/features/shop/components/gallery';
import { LikeButton } from '@web/features/shop/components/like-button';
import { Price, discountPercent } from '@web/features/shop/components/price';
import { ProductGrid } from '@web/features/shop/components/product-grid';
import { ProductTabs } from '@web/features/shop/components/product-tabs';
import { SellerCard } from '@web/features/shop/components/seller-card';
import { ShopBreadcrumb } from '@web/features/shop/components/shop-breadcrumb';
import { useSignInHref } from '@web/features/shop/components/use-sign-in-href';
import { VerifiedBadge } from '@web/features/shop/components/verified-badge';
import { VerifyButton } from '@web/features/shop/components/verify-button';
import { largestImageUrl } from '@shared/media';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, productJsonLd } from '@web/lib/structured-data';
import { personName } from '@web/components/ui/avatar';
import { useLocalTitle } from '@web/lib/local-title';
import { hasLatin, inScript, useTextScript } from '@web/lib/text-script';
import { ScriptSwitch } from '@web/components/ui/script-switch';
import { PageSkeleton } from '@web/components/ui/page-skeleton';
import { ReportButton } from '@web/features/moderation/components/report-button';
import { RevisionNote } from '@web/features/moderation/components/moderation-state';
import { useUserProduct } from '@web/features/shop/api/get-user-product';
import { ShareLinks } from '@web/features/share/components/share-links';
import { ArrowLink } from '@web/components/ui/arrow-link';

/**
 * /online-shop/details/{meta} (spec §2): gallery, title, short description, price, seller, the
 * 'Bog'lanish' / 'Kirish' call to action, save, the moderators' verify button, the description and
 * comments tabs and similar products. A missing product says so in the reader's language (the spec's
 * §8 'Product Not Found', issue 40): never there (404), removed (410) or in review (404), with a search
 * and, when it existed, its category's other products.
 */
export function Component() {
  const { meta = '' } = useParams();
  const { user, status } = useSession();
  const product = useProduct(meta, useViewer());

  const t = useT();
  return (
    <ItemPage query={product} notFound={(status, error) => <ProductNotFound status={status} code={error.code} category={stringParam(error.params?.category)} />} errorTitle={t('shop.title')} skeleton={<ProductSkeleton />}>
      {(page) => <ProductView key={meta} page={page} user={user} sessionLoading={status === 'loading'} />}
    </ItemPage>
  );
}

type ShownProduct = ProductPage['product'];

/** The page's head: a link pasted into Telegram shows the photo, the title and the price; JSON-LD of the product and its breadcrumb. */
function useProductHead(product: ShownProduct) {
  const localTitle = useLocalTitle();
  const t = useT();
  const sellerName = personName(product.user);
  const description = product.short_description || t('shop.product.metaDescription', { title: product.title, seller: sellerName });
  const images = product.product_images_onlineshop.map((i) => largestImageUrl(i.image)!);
  usePageHead({
    title: product.title,
    description,
    type: 'product',
    canonical: paths.product(product.meta),
    image: images[0] ?? null,
    imageAlt: product.title,
    leadImage: { src: product.product_images_onlineshop[0]?.image, sizes: HERO_SIZES },
    og: { 'product:price:amount': String(product.price_discount), 'product:price:currency': 'UZS' },
    jsonLd: (absolute) => [
      productJsonLd(absolute, { title: product.title, description, path: paths.product(product.meta), images, price: product.price_discount, seller: { name: sellerName }, category: localTitle(product.category) }),
      breadcrumbJsonLd(absolute, [
        { name: t('shop.title'), path: paths.shop() },
        { name: localTitle(product.category), path: paths.category(product.category.meta) },
        { name: product.title, path: paths.product(product.meta) },
      ]),
    ],
  });
}

/**
 * On the seller's own live product (issue 40): whether their edit waits for review (the page shows the
 * live version meanwhile) or was rejected and why; read from their own copy, in the browser only.
 */
function OwnRevisionNote({ guid }: { guid: string }) {
  const own = useUserProduct(guid);
  return <RevisionNote revision={own.data?.revision} banner />;
}

/** The category and the verified mark, the title, the short description, views and date, the script switch and the share links. */
function ProductIntro({ product, original }: { product: ShownProduct; original: ShownProduct }) {
  const localTitle = useLocalTitle();
  const t = useT();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={paths.category(product.category.meta)} className="rounded text-xs font-semibold uppercase tracking-[0.12em] text-pomegranate-600 hover:underline">
          {localTitle(product.category)}
        </Link>
        {product.is_verified ? <VerifiedBadge /> : null}
      </div>
      <h1 className="mt-2 text-2xl font-extrabold leading-tight tracking-tight text-balance text-indigo-900 [overflow-wrap:anywhere] sm:text-3xl">{product.title}</h1>
      {product.short_description ? <p className="mt-3 text-base leading-relaxed text-ink-700">{product.short_description}</p> : null}
      <ItemStats views={t('shop.product.views', { n: product.views })} createdAt={product.created_at} className="mt-3" />
      {hasLatin(original.title, original.short_description, original.description) ? <ScriptSwitch className="mt-3" /> : null}
      <ShareLinks path={paths.product(product.meta)} title={product.title} price={product.price_discount} className="mt-3" />
    </div>
  );
}

/** The price (with the discount), the call to action and the like button. */
function ProductOffer({ product, original, user, sessionLoading }: { product: ShownProduct; original: ShownProduct; user: Profile | null; sessionLoading: boolean }) {
  const t = useT();
  const off = discountPercent(product.price, product.price_discount);
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <Price price={product.price} priceDiscount={product.price_discount} size="lg" />
        {off > 0 ? <span className="rounded-full bg-pomegranate-600 px-2.5 py-0.5 text-sm font-bold text-white tabular-nums">{t('shop.card.discount', { n: off })}</span> : null}
      </div>
      <div className="mt-4 flex flex-wrap gap-2 sm:flex-nowrap">
        <ContactAction product={original} user={user} loading={sessionLoading} />
        <LikeButton meta={product.meta} liked={product.is_liked} likes={product.likes} />
      </div>
      {!user && !sessionLoading ? <p className="mt-2 text-sm text-ink-500">{t('shop.product.signInHint')}</p> : null}
    </div>
  );
}

/** Similar products (up to 8), with a link to the rest of the category. */
function RelatedProducts({ related, categoryMeta }: { related: ProductPage['related']; categoryMeta: string }) {
  const t = useT();
  if (!related.length) return null;
  return (
    <section aria-labelledby="product-related" className="page mt-14 sm:mt-20">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="product-related" className="section-title">
          {t('shop.product.related')}
        </h2>
        <ArrowLink to={paths.category(categoryMeta)} small className="group hidden shrink-0 items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-indigo-700 hover:text-pomegranate-600 sm:inline-flex">
          {t('shop.product.moreInCategory')}
        </ArrowLink>
      </div>
      <ProductGrid products={related.slice(0, 8)} columns="related" />
    </section>
  );
}

function ProductView({ page, user, sessionLoading }: { page: ProductPage; user: Profile | null; sessionLoading: boolean }) {
  const localTitle = useLocalTitle();
  const t = useT();
  // People's own words in the script the address asks for (?script=cyrl), as the server renders them.
  const script = useTextScript();
  const product = inScript(page.product, script, ['title', 'short_description', 'description']);
  const seller = product.user;
  const sellerName = personName(seller);
  useProductHead(product);

  return (
    <div className="pb-16">
      <div className="page pt-4 sm:pt-6">
        <ShopBreadcrumb
          items={[
            { to: paths.shop(), label: t('shop.title') },
            { to: paths.category(product.category.meta), label: localTitle(product.category) },
            { label: product.title },
          ]}
        />
      </div>

      <article className="page mt-4 sm:mt-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
          <div className="min-w-0">
            <Gallery images={product.product_images_onlineshop} title={product.title} />
          </div>

          <div className="min-w-0 space-y-5 lg:sticky lg:top-24 lg:self-start">
            {user && user.guid === seller.guid ? <OwnRevisionNote guid={product.guid} /> : null}
            <ProductIntro product={product} original={page.product} />
            <ProductOffer product={product} original={page.product} user={user} sessionLoading={sessionLoading} />
            {user && isAdminRole(user.role) ? <VerifyButton meta={product.meta} verified={product.is_verified} /> : null}
            <SellerCard
              seller={seller}
              product={user?.guid === seller.guid ? undefined : product.guid}
              action={<ReportButton targetKind="user" targetGuid={seller.guid} ownerGuid={seller.guid} subject={sellerName} label={t('moderation.report.reportSeller')} look="link" />}
            />
            <div className="flex justify-end">
              <ReportButton targetKind="product" targetGuid={product.guid} ownerGuid={seller.guid} subject={product.title} />
            </div>
          </div>
        </div>

        <ProductTabs meta={product.meta} description={product.description} />
      </article>
      <RelatedProducts related={page.related} categoryMeta={product.category.meta} />
    </div>
  );
}

/**
 * 'Bog'lanish' for signed-in visitors (the messenger opens with the seller and this product; it is
 * built later, so for now it is a link to /messaging/); 'Kirish' for everyone else, coming back here.
 * The seller looking at their own product gets a link to edit it instead.
 */
function ContactAction({ product, user, loading }: { product: ProductPage['product']; user: Profile | null; loading: boolean }) {
  const t = useT();
  const signIn = useSignInHref();
  const cls = 'btn-accent min-w-0 flex-1 text-base';
  if (loading) return <span aria-hidden="true" className="skeleton block min-h-11 flex-1 rounded-xl" />;
  if (!user) {
    return (
      <Link to={signIn} className={cls}>
        <LoginIcon size={18} />
        {t('shop.product.signIn')}
      </Link>
    );
  }
  if (user.guid === product.user.guid) {
    return (
      <Link to={paths.profile.productEdit(product.guid)} className="btn-outline min-w-0 flex-1 bg-white text-base">
        {t('shop.product.edit')}
      </Link>
    );
  }
  return (
    <Link to={paths.chatAbout(product.user.guid, { product: product.guid })} className={cls}>
      <ChatIcon size={18} />
      {t('shop.product.contact')}
    </Link>
  );
}

const stringParam = (value: string | number | undefined) => (typeof value === 'string' ? value : null);

/** What the not-found screen says: removed (410), waiting for review, hidden from this reader (known category), or never there. */
function notFoundWords(status: number, code: string, category: string | null) {
  if (status === 410) return { title: 'shop.product.removed', hint: 'shop.product.removedHint' } as const;
  if (code === 'shop.product_in_review') return { title: 'shop.product.inReview', hint: 'shop.product.inReviewHint' } as const;
  return { title: 'shop.product.notFound', hint: category ? 'shop.product.hiddenHint' : 'shop.product.notFoundHint' } as const;
}

function ProductNotFound({ status, code, category }: { status: number; code: string; category: string | null }) {
  const t = useT();
  const words = notFoundWords(status, code, category);
  return (
    <ItemNotFound
      title={t(words.title)}
      hint={t(words.hint)}
      icon={<ShoppingBagIcon size={34} />}
      palette="saffron"
      back={{ to: paths.shop(), label: t('shop.product.backToShop') }}
      search={<GoSearchForm action={paths.products()} label={t('shop.banner.searchLabel')} placeholder={t('shop.banner.searchPlaceholder')} submitLabel={t('shop.banner.searchSubmit')} />}
    >
      {category ? <CategoryProducts category={category} /> : null}
    </ItemNotFound>
  );
}

/** A missing product's category's newest products (its not-found screen's way on). */
function CategoryProducts({ category }: { category: string }) {
  const t = useT();
  const products = useCategoryProducts(category);
  const cards = products.data?.pages[0]?.slice(0, 8);
  if (products.isError || (cards && !cards.length)) return null;
  return (
    <section aria-labelledby="product-similar" data-testid="similar-products">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="product-similar" className="section-title">
          {t('shop.product.related')}
        </h2>
        <ArrowLink to={paths.category(category)} small className="group inline-flex shrink-0 items-center gap-1.5 rounded-lg py-1 text-sm font-semibold text-indigo-700 hover:text-pomegranate-600">
          {t('shop.product.moreInCategory')}
        </ArrowLink>
      </div>
      <ProductGrid products={cards} loading={!cards} skeletons={4} columns="related" />
    </section>
  );
}

/** The page's shape while it loads, so nothing moves when the product arrives. */
function ProductSkeleton() {
  return (
    <PageSkeleton>
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className="mt-4 grid gap-6 sm:mt-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <Skeleton className="aspect-square w-full rounded-[var(--radius-card)]" />
        <SkeletonStack className="space-y-4" lines={['h-4 w-32', 'h-8 w-11/12', 'h-8 w-2/3', 'h-4 w-full', 'h-4 w-5/6', 'h-36 w-full rounded-[var(--radius-card)]', 'h-24 w-full rounded-[var(--radius-card)]']} />
      </div>
    </PageSkeleton>
  );
}
