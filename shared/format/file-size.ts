/** The unit a file size is written in. */
export type FileSizeUnit = 'bytes' | 'kilobytes' | 'megabytes';

/**
 * A file's size in human units: the unit and its number, one decimal below ten (none above), with
 * the reader's decimal mark (',' in Uzbek and Russian, '.' in English); 1024 to a unit. The web words
 * it with its dictionary's news.fileSize.{unit} ('{n} KB', '{n} КБ'). Written here rather than with
 * Intl's unit formatting, whose Uzbek words browsers lack, so a server and a browser write the same.
 */
export function fileSizeParts(bytes: number, decimal = ','): { unit: FileSizeUnit; n: string } {
  const size = Math.max(0, Math.trunc(bytes));
  const [unit, per]: [FileSizeUnit, number] = size >= 1024 * 1024 ? ['megabytes', 1024 * 1024] : size >= 1024 ? ['kilobytes', 1024] : ['bytes', 1];
  const v = size / per;
  const n = per > 1 && v < 10 ? (Math.round(v * 10) / 10).toFixed(1).replace(/\.0$/, '').replace('.', decimal) : String(Math.round(v));
  return { unit, n };
}
