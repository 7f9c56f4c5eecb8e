import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTIONS_MAX_BYTES } from '@shared/constants';
import { useTestApp } from '../../test/app';
import { accessTokenFor, bearer, createUser, newUserToken } from '../../test/factories';
import { multipart, type FilePart } from '../../test/multipart';
import { pendingFiles } from '../../db/pending-files.table';
import { checkCaptions } from './captions';
import { courseCategories, courses, lessonCaptions, lessons, teachers } from './courses.table';

/**
 * A lesson's captions (issue 38, item 11): its course's teacher (or an admin role) uploads one WebVTT
 * file per language; the lesson's answer names them; /media serves them as text/vtt.
 */

const t = useTestApp();
let categoryId: number;
let teacherId: number;
let teacherToken: string;
let otherTeacherToken: string;
let learnerToken: string;
let moderatorToken: string;

const VTT = 'WEBVTT\n\n00:00.000 --> 00:02.500\n<v Nodira>Assalomu alaykum!</v>\n\n00:02.500 --> 00:05.000\nIpak qurti <i>parvarishi</i>\n';

beforeAll(async () => {
  const [c] = await t.db.insert(courseCategories).values({ meta: 'subtitrlar', title: 'Subtitrlar' }).returning();
  categoryId = c.id;
  const teacher = await createUser(t.db, { firstName: 'Nodira' });
  const other = await createUser(t.db, { firstName: 'Boshqa' });
  await t.db.insert(teachers).values([{ userId: teacher.id }, { userId: other.id }]);
  teacherId = teacher.id;
  teacherToken = await accessTokenFor(t.app, teacher);
  otherTeacherToken = await accessTokenFor(t.app, other);
  learnerToken = await newUserToken(t.app);
  moderatorToken = await newUserToken(t.app, { role: 'moderator' });
});

let seq = 0;
async function addLesson(published = true) {
  const n = ++seq;
  const [course] = await t.db.insert(courses).values({ meta: `subtitr-kurs-${n}`, categoryId, authorId: teacherId, title: `Subtitr kurs ${n}`, isPublished: published }).returning();
  const [lesson] = await t.db.insert(lessons).values({ courseId: course.id, order: 1, title: '1-dars', video: 'lessons/2026/abc.mp4' }).returning();
  return { course, lesson };
}

const file = (data: string | Buffer, filename = 'dars.vtt', name = 'captions'): FilePart => ({ name, filename, type: 'text/vtt', data: Buffer.isBuffer(data) ? data : Buffer.from(data) });

function put(lesson: string, lang: string, token: string | null, files: FilePart[] = [file(VTT)]) {
  const form = multipart({}, files);
  return t.app.inject({ method: 'PUT', url: `/api/courses/lesson/${lesson}/captions/${lang}/`, headers: { ...form.headers, ...(token ? bearer(token) : {}) }, payload: form.payload });
}
const remove = (lesson: string, lang: string, token: string | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/courses/lesson/${lesson}/captions/${lang}/`, headers: token ? bearer(token) : {} });
const media = (src: string) => t.app.inject({ method: 'GET', url: src });
const keyOf = (src: string) => src.replace(/^\/media\//, '');

describe('PUT|DELETE /api/courses/lesson/{guid}/captions/{lang}/', () => {
  it('lets the teacher add captions per language; the lesson answers them and /media serves them as text/vtt', async () => {
    const { lesson, course } = await addLesson();
    const res = await put(lesson.guid, 'uz', teacherToken);
    expect(res.statusCode, res.body).toBe(200);
    const uz = res.json().captions;
    expect(uz).toEqual([{ lang: 'uz', src: expect.stringMatching(/^\/media\/captions\/\d{4}\/[0-9a-f]+\.vtt$/) }]);

    // The public lesson (what the player reads) and the editor's copy carry them.
    const pub = await t.app.inject({ method: 'GET', url: `/api/courses/lesson/${lesson.guid}/` });
    expect(pub.json().captions).toEqual(uz);
    const edit = await t.app.inject({ method: 'GET', url: `/api/courses/course/${course.guid}/edit/`, headers: bearer(teacherToken) });
    expect(edit.json().lessons[0].captions).toEqual(uz);

    const served = await media(uz[0].src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^text\/vtt/);
    expect(served.body).toBe(VTT);
    // Sandboxed as every file of /media.
    expect(served.headers['content-security-policy']).toContain('sandbox');

    // Another language; the list keeps LANGUAGE_CODES' order whatever the order of uploads.
    const en = await put(lesson.guid, 'en', teacherToken);
    const ru = await put(lesson.guid, 'ru', teacherToken);
    expect(ru.statusCode, ru.body).toBe(200);
    expect(en.statusCode).toBe(200);
    expect(ru.json().captions.map((c: { lang: string }) => c.lang)).toEqual(['uz', 'ru', 'en']);
    const cyrl = await put(lesson.guid, 'uz-Cyrl', teacherToken, [file('\uFEFFWEBVTT - Ўзбекча\r\n\r\n00:00:01.000 --> 00:00:02.000 align:start\r\nАссалому алайкум\r\n')]);
    expect(cyrl.statusCode, cyrl.body).toBe(200);
    expect(cyrl.json().captions.map((c: { lang: string }) => c.lang)).toEqual(['uz', 'uz-Cyrl', 'ru', 'en']);
    // Stored without the byte-order mark, as UTF-8.
    const cyrlSrc = cyrl.json().captions[1].src;
    expect((await media(cyrlSrc)).body).toBe('WEBVTT - Ўзбекча\r\n\r\n00:00:01.000 --> 00:00:02.000 align:start\r\nАссалому алайкум\r\n');
  });

  it('replaces the captions of a language (the old file goes) and removes them (404 once gone)', async () => {
    const { lesson } = await addLesson();
    const first = (await put(lesson.guid, 'ru', teacherToken)).json().captions[0].src;
    const replaced = await put(lesson.guid, 'ru', teacherToken, [file('WEBVTT\n\n00:01.000 --> 00:03.000\nЗдравствуйте\n')]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = replaced.json().captions[0].src;
    expect(replaced.json().captions).toEqual([{ lang: 'ru', src: second }]);
    expect(second).not.toBe(first);
    expect((await media(first)).statusCode).toBe(404);
    expect((await media(second)).body).toContain('Здравствуйте');

    const removed = await remove(lesson.guid, 'ru', teacherToken);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().captions).toEqual([]);
    expect((await media(second)).statusCode).toBe(404);
    expect(await t.db.select().from(lessonCaptions).where(eq(lessonCaptions.lessonId, lesson.id))).toEqual([]);
    const again = await remove(lesson.guid, 'ru', teacherToken);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('courses.captions_not_found');
    // Nothing is left pending in the files' journal.
    expect(await t.db.select().from(pendingFiles).where(eq(pendingFiles.key, keyOf(first)))).toEqual([]);
  });

  it('lets an admin role edit any lesson’s captions', async () => {
    const { lesson } = await addLesson();
    const res = await put(lesson.guid, 'en', moderatorToken);
    expect(res.statusCode, res.body).toBe(200);
    expect((await remove(lesson.guid, 'en', moderatorToken)).statusCode).toBe(200);
  });

  it('refuses the signed-out (401), learners and other teachers (403), a lesson that does not exist (404) and a language that is not one (400)', async () => {
    const { lesson } = await addLesson();
    expect((await put(lesson.guid, 'uz', null)).statusCode).toBe(401);
    expect((await remove(lesson.guid, 'uz', null)).statusCode).toBe(401);
    for (const token of [learnerToken, otherTeacherToken]) {
      const res = await put(lesson.guid, 'uz', token);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('auth.forbidden');
      expect((await remove(lesson.guid, 'uz', token)).statusCode).toBe(403);
    }
    // What the refused sent was never kept.
    expect(await t.db.select().from(lessonCaptions).where(eq(lessonCaptions.lessonId, lesson.id))).toEqual([]);
    const missing = await put('00000000-0000-4000-8000-000000000000', 'uz', teacherToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('courses.lesson_not_found');
    expect((await remove('00000000-0000-4000-8000-000000000000', 'uz', teacherToken)).statusCode).toBe(404);
    const lang = await put(lesson.guid, 'de', teacherToken);
    expect(lang.statusCode).toBe(400);
    expect(lang.json().errors).toEqual({ lang: 'bad_address' });
  });

  it('refuses what is not WebVTT, markup WebVTT does not allow, no file (400) and a file over the bound (413)', async () => {
    const { lesson } = await addLesson();
    const refused = async (data: string | Buffer, code: string, field: string) => {
      const res = await put(lesson.guid, 'uz', teacherToken, [file(data)]);
      expect(res.statusCode, String(data)).toBe(400);
      expect(res.json(), String(data)).toMatchObject({ code, errors: { captions: field } });
    };
    await refused('<html><body>not captions</body></html>', 'upload.not_captions', 'captions_only');
    await refused('1\n00:00:01,000 --> 00:00:02,000\nAn SRT file\n', 'upload.not_captions', 'captions_only');
    await refused('WEBVTTX\n\n00:01.000 --> 00:02.000\nx\n', 'upload.not_captions', 'captions_only');
    await refused('WEBVTT\n\nno cue at all\n', 'upload.not_captions', 'captions_only');
    await refused(Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\nO\u2018zbek\n', 'latin1'), 'upload.not_captions', 'captions_only');
    await refused(Buffer.concat([Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\n'), Buffer.from([0xff, 0xfe, 0x0a])]), 'upload.not_captions', 'captions_only');
    await refused('WEBVTT\n\n00:01.000 --> 00:02.000\nnul\u0000\n', 'upload.not_captions', 'captions_only');
    await refused('WEBVTT\n\n00:01.000 --> 00:02.000\n<script>alert(1)</script>\n', 'upload.captions_markup', 'captions_markup');
    await refused('WEBVTT\n\n00:01.000 --> 00:02.000\n<SCRIPT src="https://evil.example/x.js"></SCRIPT>\n', 'upload.captions_markup', 'captions_markup');
    await refused('WEBVTT\n\n00:01.000 --> 00:02.000\n<img src=x onerror=alert(1)>\n', 'upload.captions_markup', 'captions_markup');
    await refused('WEBVTT\n\n00:01.000 --> 00:02.000\n<i onclick="alert(1)">x</i>\n', 'upload.captions_markup', 'captions_markup');
    await refused('WEBVTT\n\n00:01.000 --> 00:02.000\n<v <script>>x\n', 'upload.captions_markup', 'captions_markup');
    await refused('WEBVTT\n\nSTYLE\n::cue { background: url(https://evil.example/track.png) }\n\n00:01.000 --> 00:02.000\nx\n', 'upload.captions_markup', 'captions_markup');
    const none = await put(lesson.guid, 'uz', teacherToken, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual({ captions: 'captions_required' });

    const big = `WEBVTT\n\n${'00:01.000 --> 00:02.000\nUzun matn\n\n'.repeat(Math.ceil(CAPTIONS_MAX_BYTES / 30))}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(CAPTIONS_MAX_BYTES);
    const tooBig = await put(lesson.guid, 'uz', teacherToken, [file(big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'file_too_large', errors: { captions: 'captions_too_large' } });
    expect(tooBig.json().message).toContain('512KB');
    // Past the app's bound for any file, the multipart plugin's own 413.
    expect((await put(lesson.guid, 'uz', teacherToken, [file(Buffer.alloc(6 * 1024 * 1024, 0x41))])).statusCode).toBe(413);
    // None of it was kept.
    expect(await t.db.select().from(lessonCaptions).where(eq(lessonCaptions.lessonId, lesson.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/courses/lesson/${lesson.guid}/` })).json().captions).toEqual([]);
  });

  it('lets the captions’ files go with their lesson and with their course', async () => {
    const a = await addLesson();
    const b = await addLesson();
    const srcA = (await put(a.lesson.guid, 'uz', teacherToken)).json().captions[0].src;
    const srcB = (await put(b.lesson.guid, 'en', teacherToken)).json().captions[0].src;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/courses/lesson/${a.lesson.guid}/`, headers: bearer(teacherToken) })).statusCode).toBe(204);
    expect((await media(srcA)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/courses/course/${b.course.guid}/`, headers: bearer(teacherToken) })).statusCode).toBe(204);
    expect((await media(srcB)).statusCode).toBe(404);
  });
});

describe('checkCaptions', () => {
  it('keeps WebVTT’s own cue tags, timestamps, NOTE blocks and entities', () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE made by hand',
      '',
      'intro',
      '00:00:00.000 --> 00:00:04.000 position:10%,line-left align:left size:35%',
      '<v.loud Roger Bingham>We are in <c.yellow.bg_blue>New York</c> &amp; <b>b</b><u>u</u></v>',
      '<lang en>Hello</lang> <ruby>漢<rt>kan</rt></ruby> <00:00:02.000>later',
      '',
    ].join('\n');
    expect(checkCaptions(Buffer.from(vtt)).toString()).toBe(vtt);
    expect(checkCaptions(Buffer.from('WEBVTT\n\n00:01.000 --> 00:02.000\n1 &lt; 2\n')).toString()).toContain('&lt;');
  });
});
