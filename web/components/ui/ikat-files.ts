import { renderToStaticMarkup } from 'react-dom/server';
import { ikatDrawings } from './ikat-drawings';

/** Each ikat drawing as the text of its SVG file (scripts/ikat.tsx writes them; ikat-files.test.ts compares). */
export function renderIkatFiles(): Record<string, string> {
  return Object.fromEntries(Object.entries(ikatDrawings()).map(([name, element]) => [name, `${renderToStaticMarkup(element)}\n`]));
}
