import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { CourseDetail } from '@shared/schemas/courses';
import { PersonAvatar, personName } from '@web/components/ui/avatar';
import { EyeIcon } from '@web/components/ui/icons';
import { PublishedDate } from '@web/components/ui/published-date';
import { ShareLinks } from '@web/features/share/components/share-links';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

interface CourseAboutProps {
  course: CourseDetail;
  /** The category's title in the reader's language. */
  category: string;
  /** The Latin/Cyrillic switch, when the teacher's words can be read in both. */
  scriptSwitch: ReactNode;
}

/** Under the player: date, category link, views, the author, the title, sharing and the description. */
export function CourseAbout({ course, category, scriptSwitch }: CourseAboutProps) {
  const t = useT();
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ink-500">
        <PublishedDate value={course.created_at} />
        <Link to={paths.courseCategory(course.category.meta)} className="font-semibold text-pomegranate-600 hover:underline" data-testid="course-category-link">
          {category}
        </Link>
        <span className="inline-flex items-center gap-1" data-testid="course-views">
          <EyeIcon size={14} />
          {t('courses.course.views', { n: course.views })}
        </span>
      </div>
      <div className="mt-4 flex items-center gap-3">
        <PersonAvatar person={course.author} size={40} />
        <p className="text-sm">
          <span className="block text-ink-500">{t('courses.course.author')}</span>
          <span data-user-content className="font-semibold text-indigo-900">
            {personName(course.author)}
          </span>
        </p>
      </div>
      <h1 data-user-content className="mt-5 text-2xl font-extrabold tracking-tight text-indigo-900 [overflow-wrap:anywhere] sm:text-3xl">
        {course.title}
      </h1>
      {scriptSwitch}
      <ShareLinks path={paths.course(course.meta)} title={course.title} className="mt-3" />
      <div data-user-content className="mt-4 whitespace-pre-line text-ink-700" data-testid="course-description">
        {course.description || course.short_description}
      </div>
    </>
  );
}
