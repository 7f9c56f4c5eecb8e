import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Profile } from '@shared/schemas/users';
import { api } from '@web/lib/api-client';
import { savedLanguage, useI18n, type Language } from '@web/lib/i18n';
import { profileQueryKey, useSession, useViewer } from './get-profile';

/** PATCH accounts/me/ {language}: keeps the chosen interface language on the profile (for SMS and other texts sent outside the page). */
const saveLanguage = (language: Language) => api.patch<Profile>('/api/users/accounts/me/', { language });

/**
 * The language switcher's one way to choose a language: the page switches at once (and this browser
 * remembers it); a signed-in user's profile keeps it too. And on a browser that never chose, a user
 * who signs in gets the language their profile keeps.
 */
export function useChooseLanguage() {
  const { lang, setLanguage } = useI18n();
  const { user } = useSession();
  // Signed in is known from the stored token at once; the profile may still be on its way.
  const signedIn = useViewer() !== 'anonymous';
  const queryClient = useQueryClient();

  useEffect(() => {
    if (user && !savedLanguage() && user.language !== lang) setLanguage(user.language);
    // Only when who is signed in changes: a later switch is the user's own choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user?.guid]);

  return useCallback(
    (next: Language) => {
      setLanguage(next);
      if (signedIn && user?.language !== next) {
        saveLanguage(next).then(
          (profile) => queryClient.setQueryData(profileQueryKey, profile),
          () => undefined, // The page has switched; the profile keeps the old choice until the next switch.
        );
      }
    },
    [setLanguage, signedIn, user, queryClient],
  );
}
