import { useMediaQuery } from './use-media-query';

/** True on a touch screen as the main pointer (a phone, a tablet): no Shift key at hand, so Enter cannot both send and break a line. */
export const useCoarsePointer = (): boolean => useMediaQuery('(pointer: coarse)');
