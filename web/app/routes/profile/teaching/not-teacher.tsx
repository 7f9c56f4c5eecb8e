import { Link } from 'react-router';
import { GraduationCapIcon } from '@web/components/ui/icons';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** What a user who is not a teacher reads on the teaching pages: why there is no editor, and the way back. */
export function NotTeacher() {
  const t = useT();
  return (
    <div className="card flex flex-col items-center gap-3 p-8 text-center" data-testid="not-teacher">
      <span className="grid size-14 place-items-center rounded-full bg-indigo-50 text-indigo-800">
        <GraduationCapIcon size={28} />
      </span>
      <h2 className="text-lg font-semibold text-indigo-900">{t('courses.teaching.notTeacherTitle')}</h2>
      <p className="max-w-md text-sm text-ink-700">{t('courses.teaching.notTeacherText')}</p>
      <Link to={paths.profile.courses()} className="btn-outline mt-1">
        {t('courses.my.title')}
      </Link>
    </div>
  );
}
