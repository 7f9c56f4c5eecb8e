import { version } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Where pdf.js finds its resources (standard fonts, character maps, colour profiles, image decoders):
 * our own files, copied by vite.config.ts's pdfjsResources under a path that names pdf.js's version.
 */
const base = `/assets/pdfjs-${version}/`;
export const PDFJS_RESOURCES = {
  standardFontDataUrl: `${base}standard_fonts/`,
  cMapUrl: `${base}cmaps/`,
  cMapPacked: true,
  iccUrl: `${base}iccs/`,
  wasmUrl: `${base}wasm/`,
} as const;
