/** Placeholder until the notifications feature lands: renders the stacked toasts of spec §3/§4. */
export function NotificationStack() {
  return null;
}
