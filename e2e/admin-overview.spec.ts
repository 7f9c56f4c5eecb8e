import { bearer, chooseLanguage, createUser, expect, expectNoSidewaysScroll, signInAs, signInByApi, test } from './support';

/** /admin/overview (issue 15): the dashboard on a phone, its guard, and the end of the 'coming soon' catch-alls. */

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('an admin sees the totals as numbers and every chart drawn, with nothing sticking out sideways', async ({ page }) => {
    await signInAs(page, 'admin', '/admin/overview/');
    await expect(page.getByRole('heading', { name: 'Boshqaruv paneli', level: 1 })).toBeVisible();

    const totals = page.getByTestId('overview-total');
    await expect(totals).toHaveCount(9);
    for (const text of await totals.allTextContents()) expect(text.replace(/\s/g, '')).toMatch(/^\d+$/);
    // The demo content has users, products and news: the first cards are not all zero.
    expect(Number((await totals.first().textContent())!.replace(/\s/g, ''))).toBeGreaterThan(0);

    // The work waiting for moderators links to its queue.
    await expect(page.getByRole('link', { name: /Tasdiq kutayotganlar/ })).toHaveAttribute('href', '/admin/onlineshop/verify/');
    await expect(page.getByRole('link', { name: /Ochiq shikoyatlar/ })).toHaveAttribute('href', '/admin/moderation/report/');

    const charts = page.getByTestId('overview-chart');
    await expect(charts).toHaveCount(4);
    for (const chart of await charts.all()) {
      await expect(chart.locator('svg.recharts-surface').first()).toBeVisible();
      // Named for assistive technology, with the figures as a table.
      await expect(chart.getByRole('img')).toHaveAttribute('aria-label', /\S/);
      await expect(chart.locator('.sr-only table tbody tr').first()).toBeAttached();
    }
    await expect(page.getByRole('img', { name: "Foydalanuvchilar rollar bo'yicha" })).toBeVisible();
    // Drawn with data: the role chart has a bar per role.
    await expect(page.getByRole('img', { name: "Foydalanuvchilar rollar bo'yicha" }).locator('.recharts-bar-rectangle').first()).toBeAttached();

    // The most viewed lists link to the public pages.
    await expect(page.locator('a[href^="/online-shop/details/"]').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test('a user is sent away, and the API refuses visitors and users', async ({ page, request }) => {
  const user = await createUser(request, 'Dilshod');
  await signInByApi(page, user.phone, user.password, '/admin/overview/');
  await expect(page).toHaveURL(/\/profile\/overview\/$/);
  expect((await request.get('/api/overview/dashboard/')).status()).toBe(401);
  expect((await request.get('/api/overview/dashboard/', { headers: bearer(user.access) })).status()).toBe(403);
});

test('unknown addresses answer 404 with the not-found page, and unknown admin pages say so inside the admin area', async ({ page, request }) => {
  for (const url of ['/announcements/no-such-page/', '/news/no-such-page/', '/services/no/such/page/']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(404);
    expect(await res.text(), url).toContain('Siz izlayotgan sahifa topilmadi!');
  }
  await page.goto('/news/no-such-page/');
  await expect(page.getByRole('heading', { name: 'Siz izlayotgan sahifa topilmadi!' })).toBeVisible();

  await signInAs(page, 'admin', '/admin/no-such-section/');
  await expect(page.getByRole('heading', { name: 'Siz izlayotgan sahifa topilmadi!', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Boshqaruv paneliga qaytish' })).toHaveAttribute('href', '/admin/overview/');
});

/**
 * /admin/jobs/ (issue 28): the job queue the instances share, from the admin menu — every queue by
 * name in the reader's language with its counts, and the failures section — in the four languages.
 */
test('an admin finds the job queue in the menu: every queue with its counts, and the failures, in all four languages', async ({ page }) => {
  await signInAs(page, 'admin', '/admin/overview/');
  // On a phone the admin menu is a drawer.
  await page.getByRole('button', { name: 'Menyuni ochish' }).click();
  await page.getByRole('link', { name: 'Navbatdagi ishlar' }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\/$/);
  await expect(page.getByRole('heading', { name: 'Navbatdagi ishlar', level: 1 })).toBeVisible();
  const queues = page.getByRole('table', { name: 'Navbatlar' });
  for (const name of ['Saqlangan qidiruvlarga xabar', 'Bildirishnomani brauzerlarga tarqatish', 'Brauzerga bildirishnoma yuborish', 'Chala yuklangan fayllarni tozalash', "Ma'lumotlar bazasiga xizmat ko'rsatish", "Ko'rishlarni yozish: mahsulotlar"]) {
    const row = queues.getByRole('row').filter({ hasText: name });
    await expect(row, name).toHaveCount(1);
    // Four counts, each a whole number.
    const counts = (await row.getByRole('cell').allTextContents()).slice(1).map((c) => c.replace(/\D/g, ''));
    expect(counts.every((c) => /^\d+$/.test(c)), `${name}: ${counts.join(' ')}`).toBe(true);
  }
  await expect(page.getByRole('heading', { name: 'Oxirgi xatolar', level: 2 })).toBeVisible();

  for (const [lang, title, queue] of [
    ['ru', 'Очередь задач', 'Отправка уведомления в браузер'],
    ['en', 'Job queue', 'Sending a notification to a browser'],
    ['uz-Cyrl', 'Навбатдаги ишлар', 'Браузерга билдиришнома юбориш'],
  ] as const) {
    await chooseLanguage(page, lang);
    await page.goto('/admin/jobs/');
    await expect(page.getByRole('heading', { name: title, level: 1 }), lang).toBeVisible();
    await expect(page.getByTestId('jobs').getByText(queue, { exact: true }).first(), lang).toBeVisible();
  }
});
