/**
 * Sanitised HTML from the server (an allow-list of p, lists, headings, quotes, tables and safe links:
 * server/lib/html.ts), styled here. Tables scroll inside themselves and long words break, so a
 * seller's or an author's description never makes the page scroll sideways on a phone.
 */
export const PROSE = [
  'max-w-3xl text-[15px] leading-relaxed text-ink-700 sm:text-base [overflow-wrap:anywhere]',
  '[&_p]:mb-4 [&_strong]:font-semibold [&_strong]:text-ink-900 [&_b]:font-semibold',
  '[&_h2]:mb-3 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-indigo-900 [&_h3]:mb-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-indigo-900 [&_h4]:mb-2 [&_h4]:mt-5 [&_h4]:font-bold',
  '[&_ul]:mb-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_li]:marker:text-pomegranate-600',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-pomegranate-600',
  '[&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-500 [&_blockquote]:bg-saffron-100/60 [&_blockquote]:px-4 [&_blockquote]:py-2 [&_hr]:my-6 [&_hr]:border-ink-100',
  '[&_table]:mb-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_td]:border [&_td]:border-ink-100 [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:border-ink-100 [&_th]:bg-cream-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
].join(' ');
