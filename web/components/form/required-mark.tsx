/**
 * The asterisk after the label of a field that must be filled in. Drawn only: assistive technology
 * hears `aria-required` on the input itself (TextField sets it for `required`).
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" data-required-mark="" className="text-pomegranate-700">
      {' *'}
    </span>
  );
}
