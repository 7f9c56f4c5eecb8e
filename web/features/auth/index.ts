// The auth feature's public face for other features (pages in web/app may import its files directly).
export {    useSession, useViewer,  } from './api/get-profile';
export { signInWithNext,      } from './signup-flow';
export {  useChooseLanguage } from './api/save-language';
export { useUpdateProfile } from './api/update-profile';
