/** multipart/form-data bodies built by hand for app.inject, so tests control every byte. */
export interface FilePart {
  name: string;
  filename: string;
  type: string;
  data: Buffer;
}

export function multipart(fields: Record<string, string | string[]>, files: FilePart[] = []) {
  const boundary = `----ipaktest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [k, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    }
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
