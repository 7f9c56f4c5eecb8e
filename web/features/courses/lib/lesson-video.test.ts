import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/validation/messages';
import { checkVideoFile, isAllowedVideoUrl, lessonVideoError } from './lesson-video';

describe('lesson video rules', () => {
  it('allows only https embed addresses of the allowed providers', () => {
    expect(isAllowedVideoUrl('https://www.youtube-nocookie.com/embed/abc')).toBe(true);
    expect(isAllowedVideoUrl('https://player.vimeo.com/video/1')).toBe(true);
    expect(isAllowedVideoUrl('http://www.youtube.com/embed/abc')).toBe(false);
    expect(isAllowedVideoUrl('https://evil.example/embed/abc')).toBe(false);
    expect(isAllowedVideoUrl('not a url')).toBe(false);
  });

  it('accepts mp4 and webm files only', () => {
    expect(checkVideoFile({ name: 'a.webm', type: 'video/webm', size: 10 })).toBeNull();
    expect(checkVideoFile({ name: 'a.mp4', type: '', size: 10 })).toBeNull();
    expect(checkVideoFile({ name: 'a.png', type: 'image/png', size: 10 })).toBe(MSG.videoOnly);
  });

  it('needs a video for a new lesson, keeps the old one when editing', () => {
    expect(lessonVideoError({ source: 'url', url: '', file: null, existing: false })).toBe(MSG.videoRequired);
    expect(lessonVideoError({ source: 'file', url: '', file: null, existing: false })).toBe(MSG.videoRequired);
    expect(lessonVideoError({ source: 'url', url: '', file: null, existing: true })).toBeNull();
    expect(lessonVideoError({ source: 'url', url: 'https://vimeo.com/1', file: null, existing: false })).toBe(MSG.videoUrlNotAllowed);
  });
});
