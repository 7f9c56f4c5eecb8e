import { useT } from '@web/lib/i18n';

/** 'Ha' / "Yo'q" for the boolean columns of admin lists (spec §4). */
export function YesNo({ value }: { value: boolean }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${value ? 'bg-mulberry-100 text-mulberry-700' : 'bg-pomegranate-100 text-pomegranate-700'}`}
    >
      {value ? t('admin.yes') : t('admin.no')}
    </span>
  );
}
