import { useCallback } from 'react';
import { fileSizeParts } from '@shared/format/file-size';
import { useI18n } from '@web/lib/i18n';

/** A file's size in the reader's words: 1,2 MB / 1,2 МБ / 1.2 MB (shared/format/file-size.ts). */
export function useFileSize() {
  const { t } = useI18n();
  return useCallback(
    (bytes: number) => {
      const { unit, n } = fileSizeParts(bytes, t('common.compact.decimal'));
      return t(`news.fileSize.${unit}`, { n });
    },
    [t],
  );
}
