/**
 * Writes an announcement's saved state into a cached answer of any announcements query, whatever its
 * shape: a page ({announcement, announcements}), a paged list ({data: [...]}), home data
 * ({service_announcement, work_announcement}) or a plain array. Items of another meta, and answers
 * holding none of it, come back as they were (the same object, so nothing re-renders for nothing).
 * Pure, so it is unit-tested.
 */
export function withSaved<T>(data: T, meta: string, saved: boolean): T {
  return patch(data, meta, saved, 0) as T;
}

const MAX_DEPTH = 3;

function patch(value: unknown, meta: string, saved: boolean, depth: number): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const out = patch(item, meta, saved, depth + 1);
      if (out !== item) changed = true;
      return out;
    });
    return changed ? next : value;
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (typeof record.meta === 'string' && 'saved' in record) {
    return record.meta === meta && record.saved !== saved ? { ...record, saved } : value;
  }
  if (depth >= MAX_DEPTH) return value;
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(record)) {
    const out = patch(inner, meta, saved, depth + 1);
    if (out !== inner) changed = true;
    next[key] = out;
  }
  return changed ? next : value;
}
