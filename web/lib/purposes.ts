import { useCallback } from 'react';
import { PURPOSES } from '@shared/constants';
import { useT } from './i18n';

/**
 * A purpose as the reader reads it. Profiles store the spec's Uzbek purpose texts (§9); each is shown
 * from the dictionary (auth.purposeOptions) in the current language; an unknown one as stored.
 */
export function usePurposeLabel() {
  const t = useT();
  return useCallback((purpose: string) => {
    const i = (PURPOSES as readonly string[]).indexOf(purpose);
    return i >= 0 ? t(`auth.purposeOptions.${i}`) : purpose;
  }, [t]);
}
