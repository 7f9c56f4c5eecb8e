import { useParams } from 'react-router';
import { largestImageUrl } from '@shared/media';
import type { TextScript } from '@shared/schemas/common';
import type { CourseDetail } from '@shared/schemas/courses';
import { personName } from '@web/components/ui/avatar';
import { GraduationCapIcon } from '@web/components/ui/icons';
import { ItemNotFound, ItemPage } from '@web/components/ui/item-page';
import { SectionTrail } from '@web/components/ui/section-trail';
import { LoadingArea, Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { useCourse, useLesson } from '@web/features/courses/api/course-pages';
import { CourseAbout } from '@web/features/courses/components/course-about';
import { LessonList, LessonStage } from '@web/features/courses/components/course-lessons';
import { CourseSideCard } from '@web/features/courses/components/course-side-card';
import { byOrder } from '@web/features/courses/lib/lessons';
import { useCourseLearning, useEnrolAfterSignIn, useLessonChoice } from '@web/features/courses/lib/use-course-learning';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { breadcrumbJsonLd, courseJsonLd, uzbekIn } from '@web/lib/structured-data';
import { useLocalTitle } from '@web/lib/local-title';
import { hasLatin, inScript, useTextScript } from '@web/lib/text-script';
import { ScriptSwitch } from '@web/components/ui/script-switch';
import { BRAND } from '@shared/constants';

/**
 * /courses/details/{meta} (spec §2 Courses; ?lesson={guid} selects a lesson): the video player, the
 * lesson buttons numbered by order (the first selected by default; selecting one loads its video
 * without a reload and puts it in the address), date, category link, views, author, title,
 * description, and the side card: lesson count, teacher, price 'Bepul' and 'Obuna bo'lish' (enrols,
 * free). Enrolled: progress, 'continue where you stopped', completed marks, position reports, likes,
 * and the certificate once the course is finished. A missing course shows its not-found screen (404).
 */
export function Component() {
  const { meta = '' } = useParams();
  const q = useCourse(meta);
  const t = useT();
  return (
    <ItemPage query={q} notFound={<CourseNotFound />} errorTitle={t('courses.title')} skeleton={<CourseSkeleton />}>
      {(course) => <CourseView course={course} />}
    </ItemPage>
  );
}

function CourseView({ course: written }: { course: CourseDetail }) {
  const t = useT();
  // The teacher's words in the script the address asks for (?script=cyrl), as the server renders them.
  const script = useTextScript();
  const course = { ...inScript(written, script, ['title', 'short_description', 'description']), lessons: written.lessons.map((l) => inScript(l, script, ['title'])) };
  const category = useLocalTitle()(course.category);
  const lessons = byOrder(course.lessons);
  const learning = useCourseLearning(course);
  const { current, seek, continueLearning } = useLessonChoice(lessons, learning.progress);
  const lesson = useLesson(current?.guid);
  useCourseHead(course, script, category);
  useEnrolAfterSignIn(learning);
  const trail = [
    { to: paths.courses(), label: t('courses.title') },
    { to: paths.courseCategory(course.category.meta), label: category },
  ];

  return (
    <div className="page pb-16 pt-4 sm:pt-6">
      <SectionTrail label={t('courses.title')} links={trail} />

      <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0">
          <LessonStage current={current} lesson={lesson} seek={seek} learning={learning} />
          <LessonList meta={course.meta} lessons={lessons} current={current?.guid} done={learning.done} />
          <CourseAbout course={course} category={category} scriptSwitch={hasLatin(written.title, written.description, written.short_description) ? <ScriptSwitch className="mt-3" /> : null} />
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <CourseSideCard course={course} learning={learning} onContinue={continueLearning} />
        </aside>
      </div>
    </div>
  );
}

/** The page's head: title, description, picture, and the course and breadcrumb JSON-LD. */
function useCourseHead(course: CourseDetail, script: TextScript, category: string) {
  const t = useT();
  const path = paths.course(course.meta);
  const image = largestImageUrl(course.thumbnail);
  const description = course.short_description || course.title;
  usePageHead({
    title: course.title,
    description,
    canonical: path,
    image,
    imageAlt: course.title,
    jsonLd: (absolute) => [
      courseJsonLd(absolute, {
        title: course.title,
        description,
        path,
        images: image ? [image] : [],
        provider: { name: BRAND, kind: 'Organization' },
        teacher: { name: personName(course.author) },
        price: course.price,
        dateCreated: course.created_at,
        inLanguage: uzbekIn(script),
        category,
      }),
      breadcrumbJsonLd(absolute, [
        { name: t('courses.title'), path: paths.courses() },
        { name: category, path: paths.courseCategory(course.category.meta) },
        { name: course.title, path },
      ]),
    ],
  });
}

function CourseNotFound() {
  const t = useT();
  return <ItemNotFound title={t('courses.course.notFound')} hint={t('courses.course.notFoundHint')} icon={<GraduationCapIcon size={34} />} palette="indigo" back={{ to: paths.courses(), label: t('courses.category.back') }} />;
}

function CourseSkeleton() {
  const t = useT();
  return (
    <LoadingArea className="page pb-16 pt-6" label={t('common.loading')}>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <SkeletonStack className="space-y-4" lines={['aspect-video w-full rounded-[var(--radius-card)]', 'h-8 w-2/3', 'h-24 w-full']} />
        <Skeleton className="h-72 w-full rounded-[var(--radius-card)]" />
      </div>
    </LoadingArea>
  );
}
