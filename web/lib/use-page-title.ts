import { useEffect } from 'react';
import { BRAND } from '@shared/constants';

/** Sets the document title with the site name appended: 'Xabarlar - Ipak'. */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} - ${BRAND}` : BRAND;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
