/** Business constants of spec §9 and the role model of §6, shared by server and web. */

export const BRAND = 'Ipak';

export const ROLES = ['superadmin', 'admin', 'moderator', 'housemaker', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that may enter /admin. */
const ADMIN_ROLES: readonly Role[] = ['superadmin', 'admin', 'moderator'];
export const isAdminRole = (role: string | null | undefined): boolean =>
  !!role && (ADMIN_ROLES as readonly string[]).includes(role);

/** The fixed all-zero guid that means "me" in GET accounts/{guid}/ (spec §7). */
export const ME_GUID = '00000000-0000-0000-0000-000000000000';

export const PHONE_COUNTRY_CODE = '+998';
export const PHONE_DIGITS = 9;

export const PRICE_MAX = 999_999_999_999;
export const DISCOUNT_MIN = 0;
export const DISCOUNT_MAX = 100;
export const PRODUCT_IMAGES_MIN = 1;
export const PRODUCT_IMAGES_MAX = 4;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The languages of the interface: Uzbek in Latin first, Uzbek in Cyrillic (its texts made from the
 * Latin ones: scripts/cyrillic-dictionaries.ts), Russian, English. A user's choice is kept on their profile.
 */
export const LANGUAGE_CODES = ['uz', 'uz-Cyrl', 'ru', 'en'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const GENDERS = { male: 0, female: 1 } as const;

/** Purpose options (multi-select), word for word from spec §9. */
export const PURPOSES = [
  'Ish topish maqsadida',
  'Xizmatingizni tanitish uchun',
  'Ishchi yollash uchun',
  'Yangiliklarni kuzatish',
  'Boshqa maqsadda',
] as const;

export const ANNOUNCEMENT_TYPES = ['service_announcement', 'work_announcement'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const WORK_TIMES = ['full_time', 'part_time', 'flexable_time'] as const;
export type WorkTime = (typeof WORK_TIMES)[number];
/**
 * The experience the announcement form offers (the spec's dropdown had no options), by key. Stored as
 * the Uzbek text, as the demo announcements are (experience is free text on the API); the web words a
 * known one in the reader's language (announcements.experience.{key}) and shows any other as written.
 */
export const ANNOUNCEMENT_EXPERIENCES = {
  none: 'Talab etilmaydi',
  under1: '1 yilgacha',
  from1: '1 yildan',
  from1to3: '1–3 yil',
  from3: '3 yildan',
  from5: '5 yildan',
  from10: '10 yildan',
} as const;
export type AnnouncementExperience = keyof typeof ANNOUNCEMENT_EXPERIENCES;
/**
 * An announcement's life: it expires this many days after publishing unless its author sets another
 * last day (at most ANNOUNCEMENT_MAX_TTL_DAYS ahead); an expired ad leaves the lists and the sitemap,
 * and its page says so (JobPosting validThrough). Migration 0018 gives older ads this many days from then.
 */
export const ANNOUNCEMENT_TTL_DAYS = 30;
export const ANNOUNCEMENT_MAX_TTL_DAYS = 90;

/** Document types of /news/documents/{type}: '@a' legislation, anything else small-business projects. */
/** The news category of legislation (the seed's 'Qonunchilik'): the /news page's 'Qonunchilik yangiliklari' block lists its items only (issue 40). */
export const LEGISLATION_NEWS_CATEGORY = 'qonunchilik';
/** How many legislation news the /news page's block shows (two rows beside the side column). */
export const LEGISLATION_NEWS_BLOCK_SIZE = 6;
export const DOCUMENT_TYPES = { legislation: '@a', business: '@b' } as const;

/**
 * A shop search counts its matches up to this many: above it the answer says so (count_capped) and
 * the page shows "1 000+", as OLX does. Counting every match of a broad query would cost more than its
 * page, and nobody pages through a thousand products.
 */
export const SEARCH_COUNT_CAP = 1000;
/** The longest words of a public search (?q=), in characters. */
export const SEARCH_QUERY_MAX = 100;
/** The header's suggestions as you type (issue 40): at most this many of each kind (products, categories, announcements). */
export const SUGGESTIONS_PER_KIND = 5;
/** A query whose search key is shorter suggests nothing: one letter begins too many words to say anything. */
export const SUGGEST_MIN_KEY = 2;
/** How long the server keeps a suggestion answer (popular prefixes are asked by many). */
export const SUGGESTIONS_CACHE_MS = 15_000;
/** Recent searches the header keeps on the device (localStorage). */
export const RECENT_SEARCHES_MAX = 8;

export const USER_PRODUCTS_PAGE_SIZE = 10;
export const PAGINATION_WINDOW = 5;
export const ADMIN_PAGE_SIZES = [10, 25, 50, 75, 100] as const;
export const ADMIN_PAGE_SIZE_DEFAULT = 10;
export const ADMIN_SEARCH_MIN = 2;
export const LIST_PAGE_SIZE_MAX = 100;

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_TRANSITION_MS = 300;
export const NAVBAR_SCROLL_THRESHOLD = 50;
// The page's width is CSS (web/styles/app.css --container-page: 1366px); no code reads a number for it.

export const COUNTER_DURATION_MS = 1000;
export const COUNTER_VISIBLE_THRESHOLD = 0.1;
export const MENU_CATEGORIES_MAX = 7;
export const HOME_ITEMS = 4;
export const NOTIFICATION_AUTO_CLOSE_MS = 15_000;
export const NOTIFICATION_TICK_MS = 50;
export const SEE_MORE_DELAY_MS = { fastSelling: 1000, newProducts: 1000, recommended: 2000 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_CODE_TTL_MS = 5 * 60 * 1000;
export const RESET_CODE_MAX_TRIES = 5;
/** The code page's countdown before 'send again' (issue 40); the server's limit of codes per phone still holds (3 per window). */
export const CODE_RESEND_SECONDS = 60;

/**
 * The web app's session (docs/security.md "Sessions"): it sends `X-Ipak-Session: cookie` with sign-in,
 * sign-up, refresh and sign-out, and the server then keeps the refresh token in an HttpOnly,
 * SameSite=Strict cookie sent only to the refresh route, and leaves it out of the JSON. Without the
 * header (API clients, as the spec has it) the tokens travel in JSON as before.
 */
export const SESSION_COOKIE_HEADER = 'x-ipak-session';
export const REFRESH_COOKIE = 'ipak_refresh';
export const REFRESH_COOKIE_PATH = '/api/users/accounts/refresh/';
/**
 * Sent by the web app, in place of a token, when it could not fetch its access token (offline): the
 * user whose copies the service worker may answer with (web/sw/offline.ts). The server ignores it: it
 * names, it does not authenticate.
 */
export const VIEWER_HEADER = 'x-ipak-viewer';

/** Storage keys in the browser (spec §3). */
export const STORAGE_KEYS = {
  /**
   * That this browser holds a session, and whose: the user's guid (not a secret). The tokens
   * themselves are out of storage: the access token in the tab's memory, the refresh token in the
   * HttpOnly cookie (web/lib/api-client.ts, docs/security.md "Sessions").
   */
  session: 'ipak:session',
  /** Where an older build kept the tokens (spec §3); taken over once into the cookie and emptied. */
  access: 'access',
  refresh: 'refresh',
  notifications: 'notifications',
  pageSize: 'page_size',
  /** Where an older build kept the chosen language; it is moved to LANGUAGE_COOKIE once. */
  language: 'lang',
} as const;

/** The chosen interface language: a cookie, so the server renders the page in it too. */
export const LANGUAGE_COOKIE = 'lang';
/**
 * How an Uzbek Cyrillic reader reads people's own text (titles, descriptions): 'latn' as written, else
 * (no cookie, or 'cyrl') in Cyrillic. A cookie, so the server renders the page in it (and keys the kept page by it).
 */
export const SCRIPT_COOKIE = 'script';
/**
 * A page's address in one language: ?lang=ru renders it in Russian whatever the cookie says (and the
 * browser keeps that choice). Each page's hreflang links point search engines to these addresses.
 */
export const LANGUAGE_PARAM = 'lang';

/** The project's social networks, in the footer's order (spec §2: five social icons). */
export const SOCIAL_NETWORKS = ['telegram', 'instagram', 'facebook', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Weather (spec §9): the first 8 forecast entries make the hourly forecast; the widget's clock ticks every 60 s. */
export const WEATHER_ENTRIES = 8;
export const WEATHER_CLOCK_REFRESH_MS = 60_000;
/** How long our server keeps the provider's forecast, and how long a browser keeps ours. */
export const WEATHER_CACHE_MS = 10 * 60 * 1000;

/**
 * Course lessons (issue 14): the only hosts whose embed pages a lesson may play (the CSP's frame-src
 * lists exactly these), and the bounds of a video we host ourselves.
 */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'] as const;
/**
 * What a lesson's embedded player may use: its iframe's `allow` (web lesson-player.tsx). The site's
 * Permissions-Policy grants exactly these to our pages and to VIDEO_EMBED_HOSTS, and denies the
 * powerful features nothing here uses (server/plugins/security.ts).
 */
export const VIDEO_EMBED_FEATURES = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'] as const;
export const VIDEO_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;
/**
 * A lesson's captions: one WebVTT file per language of the interface (LANGUAGE_CODES), each at most
 * this size (a two-hour lecture's subtitles are about 150 KB). A larger file is refused while it arrives (413).
 */
export const CAPTIONS_MAX_BYTES = 512 * 1024;
/** How often the course player reports the learner's position, and the share of a video that counts as watched. */
export const PROGRESS_REPORT_INTERVAL_MS = 10_000;
export const LESSON_COMPLETE_SHARE = 0.9;

// ---------------------------------------------------------------------------------------------
// Admin and moderation (issue 15).

/** Each role's rank: a role is given, and a user acted on, only by someone ranked strictly above. */
const ROLE_RANK: Record<Role, number> = { superadmin: 4, admin: 3, moderator: 2, housemaker: 1, user: 0 };

/**
 * The roles an actor may give (create a user with, or change a user to): the superadmin gives admin and
 * below (a superadmin is made only by `npm run create-admin`), an admin gives moderator, housemaker and
 * user; a moderator and everyone else give none. No one gives a role above their own.
 */
export function grantableRoles(actor: Role): Role[] {
  if (actor === 'superadmin') return ['admin', 'moderator', 'housemaker', 'user'];
  if (actor === 'admin') return ['moderator', 'housemaker', 'user'];
  return [];
}

/** Whether the actor may change the target's role to `to`: a grantable role, over someone ranked below, never oneself. */
export const mayChangeRole = (actor: { role: Role; id: number }, target: { role: Role; id: number }, to: Role): boolean =>
  actor.id !== target.id && ROLE_RANK[actor.role] > ROLE_RANK[target.role] && grantableRoles(actor.role).includes(to);

/**
 * Whether the actor may block, unblock or send a password-reset code to the target: an admin role
 * ranked strictly above the target (a moderator acts on housemakers and users), never oneself.
 */
export const mayActOnUser = (actor: { role: Role; id: number }, target: { role: Role; id: number }): boolean =>
  actor.id !== target.id && isAdminRole(actor.role) && ROLE_RANK[actor.role] > ROLE_RANK[target.role];

/** Kinds of user content that can be held for review before publication (pre-moderation). */
export const MODERATED_KINDS = ['product', 'announcement', 'comment'] as const;
export type ModeratedKind = (typeof MODERATED_KINDS)[number];

/** What users can report. */
export const REPORT_TARGETS = ['product', 'announcement', 'comment', 'user'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** Why a user reports something (words: web/locales/{uz,ru,en}/moderation.json reportReasons.{code}). */
export const REPORT_REASONS = ['spam', 'fraud', 'offensive', 'prohibited', 'wrong_info', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The preset reasons a moderator rejects with (words: moderation.json rejectReasons.{code}). */
export const REJECT_REASONS = ['prohibited', 'poor_quality', 'wrong_category', 'misleading', 'offensive', 'contacts_in_text', 'duplicate', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/**
 * Where a piece of user content stands: published (seen by all), pending (held for review: seen by its
 * author and the admin roles only), rejected (likewise, with the reason, until the author fixes it).
 */
export const MODERATION_STATES = ['published', 'pending', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/**
 * A moderation case: why it is in the queue (review: a new or held item; revision: an edit of a live
 * listing, kept beside it until decided, issue 40; report: users reported it), and where it stands.
 */
export const CASE_SOURCES = ['review', 'revision', 'report'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];
/** The fields of a listing a revision's diff names (products and announcements; the web words each). */
export const REVISION_FIELDS = ['title', 'category', 'short_description', 'description', 'price', 'price_discount', 'address', 'region', 'district', 'experience', 'work_time', 'pay'] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];
export const CASE_STATUSES = ['open', 'approved', 'rejected', 'dismissed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Longest note of a report and message of a rejection. */
export const REPORT_NOTE_MAX = 500;
export const REJECT_MESSAGE_MAX = 1000;
export const BLOCK_REASON_MAX = 500;

/**
 * Every action the audit log records (words: admin.json audit.actions.{action}). Named `<what>.<verb>`;
 * the target kind is the part before the dot.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.role_change',
  'user.block',
  'user.unblock',
  'user.password_reset',
  'product.verify',
  'product.unverify',
  'product.edit',
  'product.delete',
  'shop_category.create',
  'shop_category.edit',
  'shop_category.delete',
  'announcement.edit',
  'announcement.delete',
  'comment.delete',
  'news.create',
  'news.edit',
  'news.delete',
  'news_category.create',
  'news_category.edit',
  'news_category.delete',
  'document.create',
  'document.edit',
  'document.delete',
  'teacher.create',
  'teacher.add',
  'course.create',
  'course.edit',
  'course.delete',
  'lesson.create',
  'lesson.edit',
  'lesson.delete',
  'course_category.create',
  'course_category.edit',
  'course_category.delete',
  'moderation.approve',
  'moderation.reject',
  'moderation.dismiss',
  'moderation.settings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_TARGET_KINDS = [...new Set(AUDIT_ACTIONS.map((a) => a.split('.')[0]))] as readonly string[];

/** How long the overview's figures are kept before they are computed again. */
export const OVERVIEW_CACHE_SECONDS = 60;
/** The overview's series: weeks of new users, products and announcements; days of messages. */
export const OVERVIEW_WEEKS = 12;
export const OVERVIEW_DAYS = 30;
/** Most-viewed lists on the overview. */
export const OVERVIEW_TOP = 5;

/** Reaching the seller (issue 40): the phones of this many distinct sellers a viewer may see a day (the rate limiter's phoneReveal). */
export const PHONE_REVEALS_PER_DAY = 20;
/** A Telegram username as Telegram allows it: 5–32 letters, digits and underscores (a leading @ is dropped). */
export const TELEGRAM_USERNAME_PATTERN = /^[A-Za-z0-9_]{5,32}$/;
/** How fast a seller usually answers: the median first reply in their chats of the last this many days… */
export const REPLY_TIME_DAYS = 90;
/** …shown only when at least this many chats were answered. */
export const REPLY_TIME_MIN_CHATS = 3;
/** A user's last_seen_at is written at most this often (sign-ins, token refreshes, a tab's inbox socket). */
export const LAST_SEEN_WRITE_MINUTES = 5;
/** The seller's statistics: the periods they may read (days, Tashkent). */
export const SELLER_STATS_PERIODS = [30, 90] as const;
/** A seller page's products per page. */
export const SELLER_PRODUCTS_PAGE_SIZE = 12;
