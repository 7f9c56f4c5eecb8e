import { z } from 'zod';
import { courseCategories, courses, lessons, teachers } from '../schema';
import type { Db } from '../db/client';
import { rebuildCourseSearchKeys } from '../modules/courses';
import type { People } from './accounts';
import { categorySchema, pageSchema, readContent } from './content';
import content from './content/courses.json';
import { bannerArt, titleCardArt, type SeedMedia } from './images';
import type { Rng } from './random';
import { daysBefore, insertCategories, madeAt, pageText } from './rows';
import { uz } from './text';
import { renderSlideshow } from './video';

/**
 * The demo courses: three categories, seven free courses with 3–6 lessons each, taught by the
 * artisans and the agronomist of the demo (who get teacher rows). Every lesson has a real, tiny
 * video we make here: a WebM slideshow (lesson title card, the course card, a closing card) stored
 * under /media like any file, so the course page plays it under the strict CSP. The content is
 * content/courses.json (content/README.md).
 */

/** A course: its page, its description and its lessons. */
const courseSchema = pageSchema.extend({
  /** Shown among the top courses. */
  top: z.boolean().optional(),
  /** The course's description, a paragraph each. */
  description: z.array(z.string()),
  /** The lessons' titles, in order: each gets a video. */
  lessons: z.array(z.string()),
});

const { categories: CATEGORIES, courses: COURSES } = readContent(
  'courses.json',
  z.strictObject({ categories: z.array(categorySchema), courses: z.array(courseSchema) }),
  content,
);

/** Slides: the lesson's title card, the course card, the closing card. */
const SLIDE_MS = [3500, 3000, 2500];
const VIDEO_W = 640;
const VIDEO_H = 360;

export interface CoursesMedia {
  thumbnails: string[];
  /** Video file keys, [course][lesson]. */
  videos: string[][];
}

export async function coursesMedia(media: SeedMedia, rng: Rng, people: Record<string, { firstName: string; lastName: string }>): Promise<CoursesMedia> {
  const titles = new Map(CATEGORIES.map((c) => [c.meta, c.title]));
  const frameCache = new Map<string, Promise<Buffer>>();
  const closing = titleCardArt(rng.fork('closing'), {
    width: VIDEO_W,
    height: VIDEO_H,
    emblem: 'medal',
    kicker: 'Ipak',
    title: uz("Keyingi darsda davom etamiz. Kurslar bepul!"),
    footer: uz("Demo video · Ipak platformasi"),
  });
  const thumbnails = Promise.all(
    COURSES.map((c, i) =>
      media.image(bannerArt(rng.fork(`course-${i}`), { width: 1200, height: 675, emblem: c.emblem, label: uz(titles.get(c.category)!), caption: uz(`${c.lessons.length} ta dars · Bepul`) }), 'courses/demo'),
    ),
  );
  const videos = Promise.all(
    COURSES.map(async (c, i) => {
      const teacher = people[c.author];
      const cover = titleCardArt(rng.fork(`cover-${i}`), { width: VIDEO_W, height: VIDEO_H, emblem: c.emblem, kicker: uz(titles.get(c.category)!), title: uz(c.title), footer: uz(`Ustoz: ${teacher.firstName} ${teacher.lastName}`) });
      const keys: string[] = [];
      // Lessons one after the other; their frames share the media's gate with the pictures.
      for (const [n, lesson] of c.lessons.entries()) {
        const card = titleCardArt(rng.fork(`lesson-${i}-${n}`), { width: VIDEO_W, height: VIDEO_H, emblem: c.emblem, kicker: `${n + 1}-dars`, title: uz(lesson), footer: uz(c.title) });
        const webm = await renderSlideshow(
          [card, cover, closing].map((svg, k) => ({ svg, durationMs: SLIDE_MS[k] })),
          VIDEO_W,
          VIDEO_H,
          { frameCache, run: media.run },
        );
        keys.push(await media.file(webm, 'lessons/demo', 'webm'));
      }
      return keys;
    }),
  );
  return { thumbnails: await thumbnails, videos: await videos };
}

export async function seedCourses(db: Db, people: People, media: CoursesMedia, rng: Rng, now: Date) {
  const categoryId = await insertCategories(db, courseCategories, CATEGORIES, daysBefore(now, 90));

  const authors = [...new Set(COURSES.map((c) => c.author))];
  await db.insert(teachers).values(authors.map((a) => ({ userId: people[a].id, createdAt: daysBefore(now, 70) })));

  const courseRows = await db
    .insert(courses)
    .values(
      COURSES.map((c, i) => ({
        ...pageText(c.title, c.short, c.description),
        categoryId: categoryId.get(c.category)!,
        authorId: people[c.author].id,
        thumbnail: media.thumbnails[i],
        views: (c.top ? 900 : 120) + Math.round(c.daysAgo * rng.int(8, 25)),
        price: 0,
        isTop: c.top ?? false,
        isPublished: true,
        ...madeAt(daysBefore(now, c.daysAgo)),
      })),
    )
    .returning({ id: courses.id });

  const lessonValues = COURSES.flatMap((c, i) =>
    c.lessons.map((title, n) => ({
      courseId: courseRows[i].id,
      order: n + 1,
      title: uz(title),
      video: media.videos[i][n],
      durationSeconds: Math.round(SLIDE_MS.reduce((a, b) => a + b, 0) / 1000),
    })),
  );
  await db.insert(lessons).values(lessonValues);
  // Their search keys hold their categories' titles and teachers' names: written as the editor writes them.
  await rebuildCourseSearchKeys(db);
  return { courseCategories: categoryId.size, teachers: authors.length, courses: courseRows.length, lessons: lessonValues.length };
}
