import { type APIRequestContext, type Page } from '@playwright/test';
import { formatPayRange } from '../shared/format/price';
import type { Announcement, AnnouncementsHomeData } from '../shared/schemas/announcements';
import { expect, getJson, signInAs, test } from './support';

/**
 * The service announcement page (spec §2 'services/details/{meta}'): the detail with its pay, the
 * 'No announcement found' state, and 'Ariza qoldirish' — to sign-in for anonymous visitors, to the
 * messenger (chat opened, announcement card posted) for a signed-in one.
 */

async function serviceAnnouncement(request: APIRequestContext): Promise<Announcement> {
  const data = await getJson<AnnouncementsHomeData>(request, '/api/announcements/home-data/');
  expect(data.service_announcement.length, 'a demo service announcement').toBeGreaterThan(0);
  return data.service_announcement[0];
}

const applyButton = (page: Page) => page.getByRole('button', { name: 'Ariza qoldirish' });

test('shows a service announcement with its pay and the apply button', async ({ page, request }) => {
  const a = await serviceAnnouncement(request);
  await page.goto(`/announcements/services/details/${a.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await expect(page.locator('article').getByText(formatPayRange(a.price_min, a.price_max, a.negotiable), { exact: true })).toBeVisible();
  await expect(applyButton(page)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(a.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // The short address serves the same page.
  await page.goto(`/services/${a.meta}/`);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
});

test('an unknown announcement shows "No announcement found"', async ({ page }) => {
  await page.goto('/announcements/services/details/no-such-announcement-xyz/');
  await expect(page.getByRole('heading', { name: 'No announcement found' })).toBeVisible();
});

test('anonymous visitors are sent to sign in', async ({ page, request }) => {
  const a = await serviceAnnouncement(request);
  await page.goto(`/announcements/services/details/${a.meta}/`);
  await applyButton(page).click();
  await expect(page).toHaveURL(/\/auth\/sign-in\/\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(`/announcements/services/details/${a.meta}/`);
});

test('a signed-in user lands in the chat with the announcement', async ({ page, request }) => {
  const a = await serviceAnnouncement(request);
  const path = `/announcements/services/details/${a.meta}/`;
  await signInAs(page, 'user', path);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();

  await applyButton(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/messaging/' && url.searchParams.has('chat'));
  await expect(page.getByTestId('message').filter({ hasText: "E'lon haqida yozishmoqdasiz" }).first()).toBeVisible();
});
