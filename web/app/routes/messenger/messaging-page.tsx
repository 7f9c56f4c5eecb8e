import { MessagesView } from '@web/features/messenger/components/messages-view';

/**
 * /messaging/: the same screen on its own page (the product page's 'Bog'lanish' lands here). The view
 * sends anonymous visitors to sign-in with ?next= this exact URL.
 */
export function Component() {
  return <MessagesView standalone />;
}
