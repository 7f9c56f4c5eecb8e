import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { AnnouncementType } from '@shared/constants';
import { jobsQueryOptions } from '@web/features/admin/api/get-jobs';
import { overviewQueryOptions } from '@web/features/admin/api/get-overview';
import { announcementQueryOptions } from '@web/features/announcements/api/get-announcement';
import { userAnnouncementQueryOptions } from '@web/features/announcements/api/get-user-announcement';
import { profileQueryOptions } from '@web/features/auth/api/get-profile';
import { courseEditQueryOptions } from '@web/features/courses/api/admin/get-course-edit';
import { chatsQueryOptions } from '@web/features/messenger/api/get-chats';
import { adminDocumentQueryOptions } from '@web/features/news/api/admin/get-admin-document';
import { adminNewsQueryOptions } from '@web/features/news/api/admin/get-admin-news';
import { userProductQueryOptions } from '@web/features/shop/api/get-user-product';
import { announcementsHomeDataQueryOptions } from '@web/features/announcements/api/get-announcements-home-data';
import { announcementListQueryOptions, otherServicesQueryOptions } from '@web/features/announcements/api/list-announcements';
import * as announcementFilters from '@web/features/announcements/filters';
import { courseCategoryQueryOptions, courseQueryOptions, lessonQueryOptions } from '@web/features/courses/api/course-pages';
import { courseStateQueryOptions } from '@web/features/courses/api/course-state';
import { certificateQueryOptions } from '@web/features/courses/api/get-certificate';
import { coursesHomeDataQueryOptions } from '@web/features/courses/api/get-courses-home-data';
import { likedCoursesQueryOptions } from '@web/features/courses/api/get-liked-courses';
import { myCoursesQueryOptions } from '@web/features/courses/api/get-my-courses';
import { teachingCoursesQueryOptions } from '@web/features/courses/api/get-teaching-courses';
import { selectedLesson } from '@web/features/courses/lib/lessons';
import { documentQueryOptions, documentsQueryOptions, documentTypeOf } from '@web/features/news/api/get-documents';
import { newsHomeDataQueryOptions } from '@web/features/news/api/get-news-home-data';
import { newsListQueryOptions } from '@web/features/news/api/list-news';
import { mostReadNewsQueryOptions, newsCategoryQueryOptions, newsItemQueryOptions } from '@web/features/news/api/news-pages';
import { categoriesQueryOptions } from '@web/features/shop/api/get-categories';
import { categoryProductsQueryOptions } from '@web/features/shop/api/get-category-products';
import { savedAnnouncementsQueryOptions } from '@web/features/announcements/api/get-saved-announcements';
import { userAnnouncementsQueryOptions } from '@web/features/announcements/api/get-user-announcements';
import { likedProductsQueryOptions } from '@web/features/shop/api/get-liked-products';
import { productQueryOptions } from '@web/features/shop/api/get-product';
import { shopHomeQueryOptions } from '@web/features/shop/api/get-shop-home';
import { userProductsQueryOptions } from '@web/features/shop/api/get-user-products';
import { searchProductsQueryOptions } from '@web/features/shop/api/search-products';
import { filtersToQuery, parseFilters } from '@web/features/shop/filters';
import { districtsQueryOptions, regionsQueryOptions } from '@web/features/geo';
import { auditLogQueryOptions, parseAuditFilters } from '@web/features/admin/api/list-audit';
import { siteQueryOptions } from '@web/features/site';
import { weatherQueryOptions } from '@web/features/weather/api/get-weather';
import { adminListQueryOptions, readAdminListView, type AdminListSource } from '@web/features/admin/hooks/use-admin-list';
import { adminCategoriesList } from '@web/features/admin/api/categories';
import { adminUsersList, isUserListType } from '@web/features/admin/api/list-users';
import { adminCoursesList } from '@web/features/courses/api/admin/list-courses';
import { adminStudentsList } from '@web/features/courses/api/admin/list-students';
import { adminTeachersList } from '@web/features/courses/api/admin/list-teachers';
import { adminDocumentsList } from '@web/features/news/api/admin/list-admin-documents';
import { adminNewsList } from '@web/features/news/api/admin/list-admin-news';
import { adminProductsList, verifyProductsList } from '@web/features/shop/api/admin/list-products';
import { moderationCaseQueryOptions } from '@web/features/moderation/api/get-case';
import { moderationSettingsQueryOptions } from '@web/features/moderation/api/get-settings';
import { isQueueTab, moderationQueueList } from '@web/features/moderation/api/list-queue';
import { REPORT_TARGETS, type ReportTarget } from '@shared/constants';
import { ApiError, tokenStore } from '@web/lib/api-client';
import { parsePageParam } from '@web/lib/pagination';
import { paths } from '@web/lib/paths';
import { searchParamOf } from '@web/lib/search-param';

/**
 * Route loaders: each starts its page's data with the same query options the page's hooks use.
 *
 * In the browser they start the requests and return at once: the navigation does not wait for the
 * data (the page shows its skeleton, then the answer from the same cache entry); the requests only
 * start earlier, with the page's code instead of after it, and never for the profile first.
 *
 * On the server (`mode: 'server'`) they wait for the answers, so the page is rendered with its data
 * and the cache is handed to the browser (web/entry-server.tsx); a page whose own item is missing
 * answers with its status (404), while the page shows its own not-found screen, the same as in the
 * browser. Prefetches never reject: a failure stays in the cache entry, for the page to show.
 */
export type LoaderMode = 'browser' | 'server';
type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;
const pageOf = (request: Request) => parsePageParam(new URL(request.url).searchParams.get('page'));
/** The browser's storage (the admin lists' remembered page size), or null where reading it throws. */
const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};
const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export function createLoaders(queryClient: QueryClient, mode: LoaderMode = 'browser') {
  /** Starts the prefetches; on the server, waits for them. */
  const start = async (...prefetches: Promise<void>[]) => {
    if (mode === 'server') await Promise.all(prefetches);
    else void Promise.all(prefetches);
    return null;
  };
  /** Like start, and on the server a 404 when the page's own item (this query) is missing. */
  const startItem = async (key: QueryKey, ...prefetches: Promise<void>[]) => {
    await start(...prefetches);
    return mode === 'server' && isNotFound(queryClient.getQueryState(key)?.error) ? data(null, { status: 404 }) : null;
  };
  /**
   * The weather widget's forecast: started by a page's loader in the browser, never awaited on the
   * server; only when the site settings say one is configured (a fresh install has no key: the widget
   * stays away, and nothing asks for what would be a 503).
   */
  const weather = () =>
    mode === 'browser'
      ? [
          queryClient.ensureQueryData(siteQueryOptions()).then(
            (site) => (site.weather ? queryClient.prefetchQuery(weatherQueryOptions()) : undefined),
            () => undefined,
          ),
        ]
      : [];
  const viewer = () => (mode === 'server' ? 'anonymous' : tokenStore.viewer);
  /** Pages behind sign-in render in the browser (the server knows no one): their data starts there only, for a signed-in reader. */
  const signedIn = () => mode === 'browser' && tokenStore.signedIn;
  /**
   * An admin list (web/features/admin/hooks/use-admin-list.ts): the page of the address's ?page= and
   * ?q=, at the reader's remembered page size, under the key the page's hook reads.
   */
  const adminList = async <T,>(request: Request, source: AdminListSource<T>) =>
    signedIn() ? start(queryClient.prefetchQuery(adminListQueryOptions(source, readAdminListView(new URL(request.url).searchParams, browserStorage())))) : null;

  /**
   * A job's or a service's page (spec §2): the announcement (a job's answer brings the others of its
   * type; a service's left list is the newest services). An announcement of the other kind has its
   * own address: the server answers with a redirect there (the browser's page goes there itself).
   */
  const announcementPage = async ({ params }: LoaderFunctionArgs, kind: AnnouncementType) => {
    const options = announcementQueryOptions(params.meta ?? '', viewer());
    const result = await startItem(
      options.queryKey,
      queryClient.prefetchQuery(options),
      ...(kind === 'service_announcement' ? [queryClient.prefetchQuery(otherServicesQueryOptions())] : []),
    );
    const found = mode === 'server' ? queryClient.getQueryData(options.queryKey)?.announcement : undefined;
    return found && found.type !== kind ? redirect(paths.announcementPage(found)) : result;
  };

  const loaders = {
    /** The root route (the layout around every page): the site-wide settings its footer shows. */
    root: async () => start(queryClient.prefetchQuery(siteQueryOptions())),
    home: async () =>
      start(
        queryClient.prefetchQuery(newsHomeDataQueryOptions()),
        queryClient.prefetchQuery(coursesHomeDataQueryOptions()),
        queryClient.prefetchQuery(announcementsHomeDataQueryOptions()),
      ),
    shopIndex: async () => start(queryClient.prefetchQuery(shopHomeQueryOptions())),
    products: async ({ request }) =>
      start(
        queryClient.prefetchQuery(categoriesQueryOptions()),
        queryClient.prefetchQuery(searchProductsQueryOptions(filtersToQuery(parseFilters(new URL(request.url).searchParams)))),
      ),
    category: async ({ params }) => {
      const options = categoryProductsQueryOptions(params.category ?? '');
      return startItem(options.queryKey, queryClient.prefetchInfiniteQuery(options), queryClient.prefetchQuery(categoriesQueryOptions()));
    },
    product: async ({ params }) => {
      const options = productQueryOptions(params.meta ?? '', viewer());
      return startItem(options.queryKey, queryClient.prefetchQuery(options));
    },
    /** /announcements: the landing's two lists (the plain page only), the browse list of the URL's filters, and the filters' places. */
    announcements: async ({ request }) => {
      const filters = announcementFilters.parseFilters(new URL(request.url).searchParams);
      const landing = !announcementFilters.isNarrowed(filters) && filters.page === 1;
      return start(
        queryClient.prefetchQuery(announcementListQueryOptions(announcementFilters.filtersToQuery(filters))),
        queryClient.prefetchQuery(regionsQueryOptions()),
        ...(filters.region != null ? [queryClient.prefetchQuery(districtsQueryOptions(filters.region))] : []),
        ...(landing ? [queryClient.prefetchQuery(announcementsHomeDataQueryOptions())] : []),
      );
    },
    job: async (args) => announcementPage(args, 'work_announcement'),
    service: async (args) => announcementPage(args, 'service_announcement'),
    /** The news pages with the weather widget: its forecast is started in the browser only (the server never waits for the provider). */
    documents: async ({ params }) => start(queryClient.prefetchQuery(documentsQueryOptions(documentTypeOf(params.type))), ...weather()),
    document: async ({ params }) => {
      const options = documentQueryOptions(params.id ?? '');
      return startItem(options.queryKey, queryClient.prefetchQuery(options));
    },
    /** /news: the home data (banner, week, categories) and the most read this week; with ?q=, the categories and a page of the news with those words. */
    newsIndex: async ({ request }) => {
      const q = searchParamOf(new URL(request.url).searchParams);
      return start(
        queryClient.prefetchQuery(newsHomeDataQueryOptions()),
        q ? queryClient.prefetchQuery(newsListQueryOptions(q, pageOf(request))) : queryClient.prefetchQuery(mostReadNewsQueryOptions()),
      );
    },
    /**
     * /news/details/{meta}: the article (the page puts it in the address's script) and the categories
     * of its sidebar. The weather is started in the browser only: the server never
     * waits for the provider.
     */
    newsItem: async ({ params }) => {
      const options = newsItemQueryOptions(params.meta ?? '');
      return startItem(options.queryKey, queryClient.prefetchQuery(options), queryClient.prefetchQuery(newsHomeDataQueryOptions()), ...weather());
    },
    /** /news/categories/details/{meta}?page=: the category and a page of its newest items (404 for an unknown one). */
    newsCategory: async ({ params, request }) => {
      const options = newsCategoryQueryOptions(params.meta ?? '', pageOf(request));
      return startItem(options.queryKey, queryClient.prefetchQuery(options));
    },
    /** /courses: categories, top and new courses; with ?q=, the page of courses with those words instead of the grids. */
    coursesIndex: async ({ request }) => {
      const q = searchParamOf(new URL(request.url).searchParams);
      return start(queryClient.prefetchQuery(coursesHomeDataQueryOptions()), ...(q ? [queryClient.prefetchQuery(courseCategoryQueryOptions('all', pageOf(request), q))] : []));
    },
    /** /courses/categories/details/{meta}?page=: a page of the category's courses ('all': every course); 404 for an unknown one. */
    courseCategory: async ({ params, request }) => {
      const options = courseCategoryQueryOptions(params.meta ?? '', pageOf(request));
      return startItem(options.queryKey, queryClient.prefetchQuery(options));
    },
    /**
     * /courses/details/{meta}?lesson=: the course, then the selected lesson's video (the first by order
     * when the address names none), so the server's page comes with its player.
     */
    course: async ({ params, request }) => {
      const options = courseQueryOptions(params.meta ?? '');
      const requested = new URL(request.url).searchParams.get('lesson');
      const withLesson = queryClient.prefetchQuery(options).then(async () => {
        const lesson = selectedLesson(queryClient.getQueryData(options.queryKey)?.lessons ?? [], requested);
        if (lesson) await queryClient.prefetchQuery(lessonQueryOptions(lesson.guid));
      });
      // The signed-in reader's own state (enrolled, progress, liked) starts with it, in the browser only.
      const own = mode === 'browser' && tokenStore.signedIn ? [queryClient.prefetchQuery(courseStateQueryOptions(params.meta ?? '', viewer()))] : [];
      return startItem(options.queryKey, withLesson, ...own);
    },
    /** /courses/certificates/{id}: the certificate (public; 404 for an unknown id). */
    certificate: async ({ params }) => {
      const options = certificateQueryOptions(params.id ?? '');
      return startItem(options.queryKey, queryClient.prefetchQuery(options));
    },
    /** Any address the site does not have: the not-found page, answered with 404. */
    notFound: async () => (mode === 'server' ? data(null, { status: 404 }) : null),
    // Pages behind sign-in render in the browser: the server knows no one.
    likedProducts: async ({ request }) => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(likedProductsQueryOptions(pageOf(request)))) : null),
    userProducts: async ({ request }) => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(userProductsQueryOptions(pageOf(request)))) : null),
    userAnnouncements: async ({ request }) => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(userAnnouncementsQueryOptions(pageOf(request)))) : null),
    // With the reader's own courses, whether they teach: the page links to their teaching list then.
    myCourses: async ({ request }) =>
      mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(myCoursesQueryOptions(pageOf(request))), queryClient.prefetchQuery(teachingCoursesQueryOptions())) : null,
    // The admin dashboard's figures and the region names its chart shows (the page is the reader's own: browser only).
    adminOverview: async () =>
      mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(overviewQueryOptions()), queryClient.prefetchQuery(regionsQueryOptions())) : null,
    /** /admin/jobs/: the job queue now (browser only, as the whole admin area). */
    adminJobs: async () => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(jobsQueryOptions())) : null),
    teaching: async () => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(teachingCoursesQueryOptions())) : null),
    likedCourses: async ({ request }) => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(likedCoursesQueryOptions(pageOf(request)))) : null),
    /** /admin/audit/?…: the log's page of the address's filters (the admin area renders in the browser). */
    audit: async ({ request }) =>
      mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(auditLogQueryOptions(parseAuditFilters(new URL(request.url).searchParams)))) : null,
    /** A form with a region select (/admin/users/create/, /announcements/create/): the regions. */
    regions: async () => (mode === 'browser' ? start(queryClient.prefetchQuery(regionsQueryOptions())) : null),
    /** The admin area's frame: the signed-in reader (their role decides what it shows). */
    session: async () => (signedIn() ? start(queryClient.prefetchQuery(profileQueryOptions())) : null),
    /** The profile's frame: the reader, and whether they teach (its menu links to their teaching list then). */
    profileLayout: async () => (signedIn() ? start(queryClient.prefetchQuery(profileQueryOptions()), queryClient.prefetchQuery(teachingCoursesQueryOptions())) : null),
    /** /profile/overview/: the reader's region and district names. */
    profileOverview: async () =>
      signedIn()
        ? start(
            queryClient.prefetchQuery(regionsQueryOptions()),
            queryClient.ensureQueryData(profileQueryOptions()).then(
              (profile) => (profile?.region != null ? queryClient.prefetchQuery(districtsQueryOptions(profile.region)) : undefined),
              () => undefined,
            ),
          )
        : null,
    /** /profile/edit/: the reader's profile and the regions of its select. */
    profileEdit: async () => (signedIn() ? start(queryClient.prefetchQuery(profileQueryOptions()), queryClient.prefetchQuery(regionsQueryOptions())) : null),
    /** /messaging/, /profile/messages/: the reader's chats. */
    messages: async () => (signedIn() ? start(queryClient.prefetchQuery(chatsQueryOptions())) : null),
    /** /profile/products/create/ and …/edit/{guid}/: the categories of its select, and the product being edited. */
    productEditor: async ({ params }) =>
      signedIn() ? start(queryClient.prefetchQuery(categoriesQueryOptions()), ...(params.guid ? [queryClient.prefetchQuery(userProductQueryOptions(params.guid))] : [])) : null,
    /** /profile/announcements/edit/{guid}/: the announcement being edited and the regions of its select. */
    announcementEditor: async ({ params }) =>
      signedIn() ? start(queryClient.prefetchQuery(userAnnouncementQueryOptions(params.guid ?? '')), queryClient.prefetchQuery(regionsQueryOptions())) : null,
    /**
     * The course editor (/admin/courses/courses/create|edit/, /profile/teaching/create|edit/): the
     * categories of its select and the course being edited; a teacher's new course, their list (the page
     * checks they teach).
     */
    courseEditor: async ({ params, request }) => {
      if (!signedIn()) return null;
      const own = new URL(request.url).pathname.startsWith('/profile/');
      const edited = params.guid ? [queryClient.prefetchQuery(courseEditQueryOptions(params.guid))] : own ? [queryClient.prefetchQuery(teachingCoursesQueryOptions())] : [];
      return start(queryClient.prefetchQuery(coursesHomeDataQueryOptions()), ...edited);
    },
    /** /admin/news/create|edit/: the categories of its select (the news home data), and the item being edited. */
    newsEditor: async ({ params }) =>
      signedIn() ? start(queryClient.prefetchQuery(newsHomeDataQueryOptions()), ...(params.guid ? [queryClient.prefetchQuery(adminNewsQueryOptions(params.guid))] : [])) : null,
    /** /admin/news/documents/edit/{id}/: the document being edited. */
    documentEditor: async ({ params }) => (signedIn() ? start(queryClient.prefetchQuery(adminDocumentQueryOptions(params.id ?? ''))) : null),
    savedAnnouncements: async ({ request }) => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(savedAnnouncementsQueryOptions(pageOf(request)))) : null),
    /** /admin/moderation/{tab}/?kind=&page=: the tab's list of the address's kind and page. */
    moderationQueue: async ({ params, request }) => {
      if (!isQueueTab(params.tab)) return null;
      const kind = new URL(request.url).searchParams.get('kind');
      const target = (REPORT_TARGETS as readonly (string | null)[]).includes(kind) ? (kind as ReportTarget) : null;
      return adminList(request, moderationQueueList(params.tab, target));
    },
    // The admin area's lists: the view their address names (?page=, ?q=, and a list's own filters).
    /** /admin/users/{type}/: the users of the type (none for an unknown type: the page says it is not one). */
    adminUsers: async ({ params, request }) => (isUserListType(params.type) ? adminList(request, adminUsersList(params.type)) : null),
    adminProducts: async ({ request }) => adminList(request, adminProductsList),
    adminVerify: async ({ request }) => adminList(request, verifyProductsList),
    adminCategories: async ({ request }) => adminList(request, adminCategoriesList('shop')),
    adminNews: async ({ request }) => adminList(request, adminNewsList),
    adminDocuments: async ({ request }) => adminList(request, adminDocumentsList),
    adminNewsCategories: async ({ request }) => adminList(request, adminCategoriesList('news')),
    adminTeachers: async ({ request }) => adminList(request, adminTeachersList),
    adminStudents: async ({ request }) => adminList(request, adminStudentsList),
    /** /admin/courses/courses/?teacher=: every course, or the teacher's. */
    adminCourses: async ({ request }) => adminList(request, adminCoursesList(new URL(request.url).searchParams.get('teacher') ?? '')),
    adminCourseCategories: async ({ request }) => adminList(request, adminCategoriesList('courses')),
    moderationCase: async ({ params }) => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(moderationCaseQueryOptions(params.guid ?? ''))) : null),
    moderationSettings: async () => (mode === 'browser' && tokenStore.signedIn ? start(queryClient.prefetchQuery(moderationSettingsQueryOptions())) : null),
  } satisfies Record<string, Loader>;
  return loaders;
}
