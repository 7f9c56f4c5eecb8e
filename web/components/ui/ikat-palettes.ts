/** The ikat palettes, shared by the drawings (ikat-drawings.tsx) and components that draw in their colours. */
export type IkatPalette = 'indigo' | 'pomegranate' | 'saffron' | 'mulberry' | 'cream' | 'night';

export const PALETTES: Record<IkatPalette, { bg: string; a: string; b: string; c: string; d: string; e: string }> = {
  indigo: { bg: '#1a2257', a: '#c8323c', b: '#f2b632', c: '#1a2257', d: '#fdfaf4', e: '#3d8a4a' },
  pomegranate: { bg: '#9e1f2b', a: '#f2b632', b: '#1f2a6b', c: '#fdfaf4', d: '#c8323c', e: '#11163d' },
  saffron: { bg: '#f2b632', a: '#1f2a6b', b: '#c8323c', c: '#fdfaf4', d: '#1f2a6b', e: '#9e1f2b' },
  mulberry: { bg: '#2f6b3a', a: '#f2b632', b: '#fdfaf4', c: '#c8323c', d: '#2f6b3a', e: '#1a2257' },
  cream: { bg: '#f8f2e6', a: '#e3e6f6', b: '#fbe3e4', c: '#fdf1d6', d: '#f8f2e6', e: '#dff1e2' },
  night: { bg: '#11163d', a: '#1f2a6b', b: '#2b3a8c', c: '#11163d', d: '#3a4cab', e: '#1a2257' },
};

