import type { PublicUser } from './shop';

export interface CourseCategory {
  guid: string;
  meta: string;
  title: string;
}

export interface CourseCard {
  guid: string;
  meta: string;
  title: string;
  short_description: string;
  thumbnail: string | null;
  created_at: string;
  views: number;
  /** Whole so'm; 0 is free ('Bepul'). */
  price: number;
  lessons_count: number;
  category: { guid: string; title: string; meta: string };
  author: PublicUser;
}

export interface CoursesHomeData {
  categories: CourseCategory[];
  top: CourseCard[];
  new: CourseCard[];
}
