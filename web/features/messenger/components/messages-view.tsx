import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-profile';
import { ConfirmPhoneNotice } from '@web/features/auth/components/confirm-phone-notice';
import { signInWithNext } from '@web/features/auth/signup-flow';
import { useT } from '@web/lib/i18n';
import { usePageHead } from '@web/lib/page-head';
import { paths } from '@web/lib/paths';
import { chatsQueryKey, useChats } from '../api/get-chats';
import { createChatOnce, type StartChatTarget } from '../api/create-chat';
import { ChatList } from './chat-list';
import { Conversation } from './conversation';

/**
 * The messages screen of spec §2, at /messaging/ and /profile/messages/: the chat list (360 px) and
 * the conversation. The chosen chat lives in the URL (?chat=), so reload and back work; on phones
 * (< 768 px) only one of the two panes shows. ?user=&product= (or &announcement=) starts a chat
 * first (the product page's 'Bog'lanish').
 */
export function MessagesView({ standalone }: { standalone: boolean }) {
  const t = useT();
  usePageHead({ title: t('messenger.title') });
  const { user, status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chat = params.get('chat');
  const target: StartChatTarget | null = params.get('user')
    ? { user: params.get('user')!, product: params.get('product') ?? undefined, announcement: params.get('announcement') ?? undefined }
    : null;
  const chats = useChats(!!user);
  const start = useStartChat(target, location.pathname);

  if (status === 'loading') {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label={t('messenger.loading')} size={28} className="text-indigo-800" />
      </div>
    );
  }
  // Starting a chat is for signed-in users only (spec §6): sign in, then come back to the same URL.
  if (!user) return <Navigate to={signInWithNext(`${location.pathname}${location.search}`)} replace />;

  const summary = chat ? chats.data?.find((c) => c.guid === chat) : undefined;
  const noChats = chats.isSuccess && chats.data.length === 0 && !chat && !target;
  const showConversation = !!chat || !!target;
  const goBack = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) navigate(-1);
    else navigate({ pathname: location.pathname, search: '' }, { replace: true });
  };
  // Fill the screen under the header; on phones the title is only shown with the list.
  const height = standalone
    ? `${showConversation ? 'h-[calc(100dvh-var(--topbar-h)-var(--navbar-h)-2rem)]' : 'h-[calc(100dvh-var(--topbar-h)-var(--navbar-h)-5.5rem)]'} md:h-[calc(100dvh-var(--topbar-h)-var(--navbar-h)-6.5rem)]`
    : 'h-[calc(100dvh-var(--topbar-h)-var(--navbar-h)-7.5rem)] lg:h-[calc(100dvh-var(--topbar-h)-var(--navbar-h)-6.5rem)]';

  return (
    <div className={standalone ? 'page py-4 sm:py-6' : ''}>
      <h1 className={`section-title mb-4 ${showConversation ? 'sr-only md:not-sr-only md:mb-4 md:block' : ''}`}>{t('messenger.title')}</h1>
      <ConfirmPhoneNotice className="mb-4" />
      <div className={`card flex min-h-[26rem] overflow-hidden ${height}`} data-testid="messenger">
        {noChats ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center" data-testid="messenger-empty">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="44" height="44" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="text-ink-300">
              <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22z" />
            </svg>
            <p className="text-lg font-semibold text-indigo-900">{t('messenger.empty')}</p>
            <p className="text-sm text-ink-500">{t('messenger.emptyHint')}</p>
          </div>
        ) : (
          <>
            <aside aria-label={t('messenger.listLabel')} className={`min-h-0 w-full flex-col border-ink-100 md:flex md:w-[360px] md:shrink-0 md:border-r ${showConversation ? 'hidden' : 'flex'}`}>
              <ChatList chats={chats.data} loading={chats.isPending} error={chats.isError} onRetry={() => void chats.refetch()} selected={chat} me={user.guid} />
            </aside>
            <div className={`min-h-0 min-w-0 flex-1 flex-col ${showConversation ? 'flex' : 'hidden md:flex'}`}>
              {chat ? (
                <Conversation key={chat} chat={chat} me={user.guid} summary={summary} onBack={goBack} signInHref={signInWithNext(`${location.pathname}${location.search}`)} />
              ) : target ? (
                <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-cream-100/70 p-6 text-center">
                  {start.error ? (
                    <div role="alert" className="max-w-sm">
                      <p className="text-sm text-pomegranate-700">{start.error}</p>
                      <button type="button" className="btn-outline mt-3" onClick={start.retry}>
                        {t('messenger.retry')}
                      </button>
                    </div>
                  ) : (
                    <Spinner label={t('messenger.start.opening')} size={28} className="text-indigo-800" />
                  )}
                </div>
              ) : (
                <div className="flex flex-1 items-center justify-center bg-cream-100/70 p-6 text-center">
                  <p className="text-ink-500">{t('messenger.chooseChat')}</p>
                </div>
              )}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** ?user=&product=: POST create once, then replace the URL with ?chat={guid} (so back does not create again). */
function useStartChat(target: StartChatTarget | null, pathname: string) {
  const t = useT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = target ? `${target.user}|${target.product ?? ''}|${target.announcement ?? ''}` : null;

  useEffect(() => {
    if (!target || !key) return;
    let cancelled = false;
    setError(null);
    createChatOnce(target).then(
      ({ chat }) => {
        if (cancelled) return;
        void qc.invalidateQueries({ queryKey: chatsQueryKey });
        navigate({ pathname, search: paths.chatSearch(chat) }, { replace: true });
      },
      (err: unknown) => {
        if (cancelled) return;
        console.warn('[chat] could not start a chat', err);
        setError(t('messenger.start.error'));
      },
    );
    return () => {
      cancelled = true;
    };
    // `target` is rebuilt every render; `key` names it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt, pathname]);

  return { error, retry: () => setAttempt((n) => n + 1) };
}
