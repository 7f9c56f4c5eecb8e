import { MessagesView } from '@web/features/messenger/components/messages-view';

/** /profile/messages/: the messages screen inside the profile area (whose layout requires sign-in). */
export function Component() {
  return <MessagesView standalone={false} />;
}
