/**
 * Every kind of public page, one example of each, in one list: `npm run lighthouse` measures them
 * and the browser tests' accessibility and markup checks (e2e/accessibility.spec.ts) read them. A new
 * kind of public page is added here, and both pick it up.
 *
 * The kinds are fixed (so each is a test of its own); which product, article or course stands for its
 * kind is found from the API of the server under test (`loadPageData`), as the demo content has it.
 */
import { publicPaths } from '../../shared/paths';
import { searchWords } from '../../shared/text/uzbek';
import type { AnnouncementsHomeData } from '../../shared/schemas/announcements';
import type { CoursesHomeData } from '../../shared/schemas/courses';
import type { DocumentItem, NewsHomeData } from '../../shared/schemas/news';
import type { ProductPage, ShopHomeData } from '../../shared/schemas/shop';
import { paths } from '../../web/lib/paths';

/** What the API says about the demo content, enough to pick one page of each kind. */
export interface PageData {
  shop: ShopHomeData;
  announcements: AnnouncementsHomeData;
  news: NewsHomeData;
  /** A small-business project ('@b') with its file, when one has a file. */
  document: DocumentItem;
  courses: CoursesHomeData;
  /** A seller of the demo (the first new product's): their seller page (issue 40). */
  sellerGuid: string;
}

export interface PublicPage {
  name: string;
  path: (data: PageData) => string;
  /** The answer's status: 200 unless said. */
  status?: number;
}

/**
 * A search with a one-letter slip (the last two letters of the title's first word of five letters or
 * more swapped, in its search key): a search page that shows its results under the 'did you mean' note.
 */
const slipped = (title: string) => {
  const word = searchWords(title, 20).find((w) => w.length >= 5 && w.at(-1) !== w.at(-2)) ?? title;
  return word.slice(0, -2) + word.at(-1) + word.at(-2);
};

/** Reads the API through `get` (a GET of an API path answered as JSON). */
export async function loadPageData(get: <T>(path: string) => Promise<T>): Promise<PageData> {
  const [shop, announcements, news, projects, courses] = await Promise.all([
    get<ShopHomeData>('/api/shop/home-data/'),
    get<AnnouncementsHomeData>('/api/announcements/home-data/'),
    get<NewsHomeData>('/api/news/home-data/'),
    get<{ results: DocumentItem[] }>('/api/news/documents/@b/'),
    get<CoursesHomeData>('/api/courses/home-data/'),
  ]);
  const product = await get<ProductPage>(`/api/shop/product/${encodeURIComponent(shop.new_products[0]!.meta)}/`);
  return { shop, announcements, news, document: projects.results.find((d) => d.file) ?? projects.results[0]!, courses, sellerGuid: product.product.user.guid };
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { name: 'home', path: () => publicPaths.home() },
  { name: 'shop', path: () => publicPaths.shop() },
  { name: 'all products', path: () => publicPaths.products() },
  { name: 'category', path: (d) => publicPaths.category(d.shop.categories[0]!.meta) },
  { name: 'product', path: (d) => publicPaths.product(d.shop.new_products[0]!.meta) },
  { name: 'seller', path: (d) => publicPaths.seller(d.sellerGuid) },
  { name: 'announcements', path: () => publicPaths.announcements() },
  { name: 'job announcement', path: (d) => publicPaths.announcement(d.announcements.work_announcement[0]!.meta) },
  { name: 'service announcement', path: (d) => publicPaths.service(d.announcements.service_announcement[0]!.meta) },
  { name: 'news', path: () => publicPaths.news() },
  { name: 'news search', path: (d) => publicPaths.news({ q: slipped(d.news.week[0]!.title) }) },
  { name: 'news article', path: (d) => publicPaths.newsItem(d.news.week[0]!.meta) },
  { name: 'news category', path: (d) => publicPaths.newsCategory(d.news.categories[0]!.meta) },
  { name: 'legal documents', path: () => publicPaths.documents('@a') },
  { name: 'project documents', path: () => publicPaths.documents('@b') },
  { name: 'project document', path: (d) => publicPaths.document(d.document.id) },
  { name: 'courses', path: () => publicPaths.courses() },
  { name: 'course search', path: (d) => publicPaths.courses({ q: slipped(d.courses.new[0]!.title) }) },
  { name: 'course category', path: (d) => publicPaths.courseCategory(d.courses.categories[0]!.meta) },
  { name: 'course', path: (d) => publicPaths.course(d.courses.new[0]!.meta) },
  // /about/ answers 301 to /about-us, the one address of the about page (issue 23).
  { name: 'about', path: () => publicPaths.aboutUs() },
  { name: 'partners', path: () => publicPaths.partners() },
  { name: 'contacts', path: () => publicPaths.contacts() },
  { name: 'privacy', path: () => publicPaths.privacy() },
  { name: 'not found', path: () => '/bunday-sahifa-yoq/', status: 404 },
  { name: 'sign in', path: () => paths.signIn() },
  { name: 'sign up', path: () => paths.signUp() },
  { name: 'password reset', path: () => paths.passwordReset() },
];
