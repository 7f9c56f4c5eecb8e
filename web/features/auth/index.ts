// The auth feature's public face for other features (pages in web/app may import its files directly).
export { getProfile, profileQueryKey, profileQueryOptions, useSession, useViewer, type SessionStatus } from './api/get-profile';
export { signInWithNext, safeNextPath, SIGN_IN_PATH, SIGN_UP_PATH, COMPLETE_PATH, PROFILE_HOME } from './signup-flow';
export { saveLanguage, useChooseLanguage } from './api/save-language';
