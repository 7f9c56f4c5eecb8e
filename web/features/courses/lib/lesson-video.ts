import { CAPTIONS_MAX_BYTES, VIDEO_EMBED_HOSTS } from '@shared/constants';
import { MSG } from '@shared/validation/messages';

/** An embed address is allowed when it is https on one of VIDEO_EMBED_HOSTS (the CSP allows only those). */
export function isAllowedVideoUrl(raw: string): boolean {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' && (VIDEO_EMBED_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

export const VIDEO_ACCEPT = '.mp4,.webm,video/mp4,video/webm';

/** A chosen video file: mp4 or webm (the server checks the content and the size limit too). */
export function checkVideoFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeOk = ['video/mp4', 'video/webm'].includes(file.type) || (file.type === '' && /\.(mp4|webm)$/i.test(file.name));
  return typeOk ? null : MSG.videoOnly;
}

/**
 * The lesson form's video rule on the current values: a file, or an allowed embed address; on an
 * existing lesson neither means "keep the video it has".
 */
export function lessonVideoError({ source, url, file, existing }: { source: 'url' | 'file'; url: string; file: File | null; existing: boolean }): string | null {
  if (source === 'file') return file ? checkVideoFile(file) : existing ? null : MSG.videoRequired;
  if (!url.trim()) return existing ? null : MSG.videoRequired;
  return isAllowedVideoUrl(url) ? null : MSG.videoUrlNotAllowed;
}

export const CAPTIONS_ACCEPT = '.vtt,text/vtt';

/** A chosen captions file: a .vtt (browsers give it text/vtt or no type) within CAPTIONS_MAX_BYTES; the server checks its content. */
export function checkCaptionsFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!/\.vtt$/i.test(file.name) && file.type !== 'text/vtt') return MSG.captionsOnly;
  return file.size > CAPTIONS_MAX_BYTES ? MSG.captionsTooLarge : null;
}
