/**
 * Whether an upload is a PDF that opens: it begins with `%PDF-` and pdf.js — the library our document
 * page draws it with — reads its structure and its first page. A file that only begins like a PDF
 * (anything after the five bytes), one cut short or one without pages is not. An encrypted PDF that
 * opens without a password (a document with only an owner's restrictions, common in official PDFs)
 * passes, as the viewer shows it; one that needs a password does not.
 *
 * pdf.js runs here without a worker thread, on the event loop: an upload is at most 5 MB and only the
 * editors upload documents; only the structure and the first page's dictionary are read, nothing is
 * drawn. Loaded on first use, so the server starts without it.
 */
export async function isReadablePdf(buffer: Buffer): Promise<boolean> {
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  const { getDocument, VerbosityLevel } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js may take the bytes it is given over (detach them), and the caller stores these.
  const task = getDocument({ data: new Uint8Array(buffer), disableFontFace: true, stopAtErrors: true, verbosity: VerbosityLevel.ERRORS });
  try {
    const doc = await task.promise;
    if (doc.numPages < 1) return false;
    await doc.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await task.destroy();
  }
}
