import { defineLoader } from '@web/app/route-loader';
import { chatsQueryOptions } from '@web/features/messenger/api/get-chats';

/** /messaging/, /profile/messages/ (./messages-page.tsx uses it too): the reader's chats. */
export const messagesLoader = defineLoader(async ({ queryClient, start, signedIn }) => (signedIn() ? start(queryClient.prefetchQuery(chatsQueryOptions())) : null));
