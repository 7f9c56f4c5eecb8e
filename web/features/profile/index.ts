// The profile feature's public face for other features (pages in web/app may import its files directly).
export { Avatar } from './components/avatar';
export { PFP_ACCEPT, checkPfp } from './profile-form';
