/**
 * html-validate (https://html-validate.org) for the markup test, e2e/accessibility.spec.ts: its
 * recommended rules, on every kind of public page as the server sends it and as React leaves it after
 * hydration. Turned off: only pure style rules that React's own output breaks, each with the reason.
 * Every other finding is fixed in the product.
 */
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes attributes under React's own names (srcSet, fetchPriority,
    // dateTime, autoComplete…); HTML attribute names are case-insensitive and browsers lowercase them.
    'attr-case': 'off',
    // React writes void elements self-closing (<img/>, <meta/>, <link/>), which HTML allows.
    'void-style': 'off',
    // React writes a boolean attribute with an empty value (inert="", selected="", download=""), and
    // the browser serialises crossorigin the same way; `x=""` and `x` mean the same.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's `style` prop is how components set values computed at run time (a carousel's offset, a
    // progress bar's width, an image's aspect ratio); React writes it as a style attribute, which
    // the Content-Security-Policy allows (style-src 'unsafe-inline', server/plugins/security.ts).
    'no-inline-style': 'off',
    // Relaxed, not off: React's useId makes ids such as "_R_a5_", valid HTML but not starting with a
    // letter, which only the strict (HTML 4 and CSS-selector) mode asks for. Empty ids and ids with
    // spaces are still errors.
    'valid-id': ['error', { relaxed: true }],
    // A phone link kept on one line by Tailwind's whitespace-nowrap cannot break, and its text stays
    // the digits, spaces and hyphens a reader copies (rather than &nbsp; and U+2011).
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
    // The responsive table (web/components/ui/responsive-table.tsx) lays its cells out as blocks on
    // phones, and a table element shown with another `display` loses its implicit role in browsers:
    // its table roles are stated on purpose. Any other redundant role is still an error.
    'no-redundant-role': ['error', { exclude: ['table', 'rowgroup', 'row', 'columnheader', 'rowheader', 'cell'] }],
  },
};
