import { useMediaQuery } from './use-media-query';

/** True when the visitor asked the system for less motion: autoplay and count-up animations stay still. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
