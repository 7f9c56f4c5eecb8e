// `npm run ikat`: renders the ikat drawings (web/components/ui/ikat-drawings.tsx) into the SVG files
// the app shows (web/assets/ikat/). Run it after changing a drawing; a test fails while they differ.
import fs from 'node:fs';
import path from 'node:path';
import { renderIkatFiles } from '../web/components/ui/ikat-files';

const dir = 'web/assets/ikat';
fs.mkdirSync(dir, { recursive: true });
const files = renderIkatFiles();
for (const old of fs.readdirSync(dir)) if (!(old in files)) fs.rmSync(path.join(dir, old));
for (const [name, svg] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), svg);
console.log(`${Object.keys(files).length} files in ${dir}`);
