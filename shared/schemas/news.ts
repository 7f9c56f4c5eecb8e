import type { PublicUser } from './shop';

export interface NewsCategory {
  guid: string;
  meta: string;
  title: string;
}

export interface NewsItem {
  guid: string;
  meta: string;
  title: string;
  short_description: string;
  /** Present on the detail answer only. Plain text; newlines are line breaks. */
  description?: string;
  thumbnail: string | null;
  created_at: string;
  views: number;
  category: { title: string; meta: string };
  user: PublicUser;
}

export interface NewsHomeData {
  categories: NewsCategory[];
  banner: NewsItem | null;
  /** The week's items, newest first. */
  week: NewsItem[];
}

export interface DocumentItem {
  id: number;
  type: '@a' | '@b';
  title: string;
  subtitle: string;
  link: string | null;
  /** URL of the hosted PDF, or null. */
  file: string | null;
}
