import { chooseLanguage, createProduct, createUser, expect, expectNoSidewaysScroll, test } from './support';

/**
 * Search that forgives (issue 27): a one-letter slip still finds the product, under a note naming
 * what was searched instead (linked, so the address then says it); the Russian spelling of a place
 * finds what its Uzbek name finds.
 */

/** A made-up word of this run whose search key is itself (no apostrophe letters, q, h or u), so the test's product is the only one it names. */
function runWord() {
  const syllables = ['zar', 'gil', 'nor', 'tik', 'pil', 'mon', 'ser', 'vat'];
  return Array.from({ length: 4 }, () => syllables[Math.floor(Math.random() * syllables.length)]!).join('');
}

/** The word with its second and third letters swapped: the commonest slip on a phone keyboard. */
const slipOf = (word: string) => word[0] + word[2] + word[1] + word.slice(3);

test('a one-letter slip finds the product under a note that names the corrected search, in Uzbek and in Russian', async ({ page, request }) => {
  const word = runWord();
  const seller = await createUser(request, 'Dilfuza', 'Ergasheva');
  await createProduct(request, seller.access, { title: `Ipak ${word} ro'mol` });

  await page.goto(`/online-shop/categories/?q=${slipOf(word)}`);
  const results = page.getByRole('region', { name: 'Qidiruv natijalari' });
  await expect(results.getByRole('heading', { name: `Ipak ${word} ro'mol` })).toBeVisible();
  await expect(page.getByText(`«${slipOf(word)}» bo'yicha hech narsa topilmadi.`)).toBeVisible();
  await expect(page.getByText('Mahsulotlar topilmadi')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The corrected word is a link: the address then names what is shown, and the note is gone.
  await page.getByRole('link', { name: word, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === word);
  await expect(results.getByRole('heading', { name: `Ipak ${word} ro'mol` })).toBeVisible();
  await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);

  await chooseLanguage(page, 'ru');
  await page.goto(`/online-shop/categories/?q=${slipOf(word)}`);
  await expect(page.getByText(`По запросу «${slipOf(word)}» ничего не найдено.`)).toBeVisible();
  await expect(page.getByRole('link', { name: word, exact: true })).toBeVisible();
});

test('the Russian spelling of a place finds what its Uzbek name finds', async ({ page, request }) => {
  const word = runWord();
  const seller = await createUser(request, 'Oybek', 'Tursunov');
  await createProduct(request, seller.access, { title: `Marg'ilon ${word} atlasi` });

  await page.goto(`/online-shop/categories/?q=${encodeURIComponent(`Маргилан ${word}`)}`);
  await expect(page.getByRole('region', { name: 'Qidiruv natijalari' }).getByRole('heading', { name: `Marg'ilon ${word} atlasi` })).toBeVisible();
  // Found as typed: no note.
  await expect(page.getByText("bo'yicha hech narsa topilmadi")).toHaveCount(0);
});
