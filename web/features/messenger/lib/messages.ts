import { dayKey } from '@shared/format/date';
import { searchKey, searchWords } from '@shared/text/uzbek';
import type { ChatMessage, ChatSummary, MessageType } from '@shared/schemas/messenger';

/** Pure helpers of the conversation and the chat list (no DOM, no React), unit-tested beside. */

/** A message the user sent that the server has not acknowledged yet (kept in memory and localStorage). */
export interface PendingMessage {
  client_id: string;
  content: string;
  type: MessageType;
  created_at: string;
  /** How many times it went out (or waited through a failed connection) without an ack. */
  attempts: number;
  /** 'failed' after many tries: shown with a retry button, still resent after every reconnect. */
  state: 'sending' | 'failed';
  /** The server refused it (error frame): it is not resent until the user asks. */
  rejected?: boolean;
  error?: string;
}

const time = (m: { created_at: string }) => Date.parse(m.created_at) || 0;

/**
 * Adds messages to a list kept oldest first, skipping guids it already has. Returns the same array
 * when nothing was new (so React sees no change).
 */
export function mergeMessages(list: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(list.map((m) => m.guid));
  const fresh = incoming.filter((m) => {
    if (known.has(m.guid)) return false;
    known.add(m.guid);
    return true;
  });
  if (fresh.length === 0) return list as ChatMessage[];
  const out = [...list];
  for (const m of fresh) {
    // Usually appended (new messages) or prepended (older history): search from the end.
    let i = out.length;
    while (i > 0 && time(out[i - 1]) > time(m)) i -= 1;
    out.splice(i, 0, m);
  }
  return out;
}

/** Drops pending copies the server already stored (matched by client_id, whatever the route it came back by). */
export function withoutDelivered(pending: readonly PendingMessage[], delivered: readonly ChatMessage[], me: string): PendingMessage[] {
  const ids = new Set(delivered.filter((m) => m.user === me && m.client_id).map((m) => m.client_id));
  if (ids.size === 0) return pending as PendingMessage[];
  const out = pending.filter((p) => !ids.has(p.client_id));
  return out.length === pending.length ? (pending as PendingMessage[]) : out;
}

/** One row of the conversation as drawn: a message (server or pending) with its grouping facts. */
export interface ConversationItem {
  key: string;
  message: ChatMessage;
  pending?: PendingMessage;
  own: boolean;
  /** First message of its day: draw a date divider above it. */
  dayStart: boolean;
  day: string;
  /** Last message of a run by the same sender (the time is shown under it). */
  runEnd: boolean;
}

/** Lays out messages then pending ones: date dividers and runs by one sender (spec §2). */
export function layoutConversation(messages: readonly ChatMessage[], pending: readonly PendingMessage[], me: string, chat: string): ConversationItem[] {
  const all: Array<{ message: ChatMessage; pending?: PendingMessage }> = [
    ...messages.map((message) => ({ message })),
    ...pending.map((p) => ({ pending: p, message: { guid: `pending:${p.client_id}`, chat, user: me, type: p.type, content: p.content, created_at: p.created_at, client_id: p.client_id } })),
  ];
  return all.map((item, i) => {
    const prev = all[i - 1]?.message;
    const next = all[i + 1]?.message;
    const day = dayKey(item.message.created_at);
    return {
      key: item.pending ? `p:${item.pending.client_id}` : item.message.guid,
      message: item.message,
      pending: item.pending,
      own: item.message.user === me,
      day,
      dayStart: !prev || dayKey(prev.created_at) !== day,
      runEnd: !next || next.user !== item.message.user || dayKey(next.created_at) !== day,
    };
  });
}

/** Index of the last message the partner has read, or -1. */
export function readUpTo(messages: readonly ChatMessage[], ...guids: Array<string | null | undefined>): number {
  let best = -1;
  for (const g of guids) {
    if (!g) continue;
    const i = messages.findIndex((m) => m.guid === g);
    if (i > best) best = i;
  }
  return best;
}

/** 'YYYY-MM-DD' → the divider label: today, yesterday, else 'YYYY.MM.DD' (spec §5's date style). */
export function dayLabel(day: string, now: Date, labels: { today: string; yesterday: string }): string {
  if (day === dayKey(now)) return labels.today;
  if (day === dayKey(new Date(now.getTime() - 86_400_000))) return labels.yesterday;
  return day.replaceAll('-', '.');
}

/**
 * The chat list search of spec §2: by the partner's first and last name, through the one search key
 * of shared/text/uzbek.ts, so a name is found however it is spelled (Gʻulom, G'ulom, Gulom, Ғулом,
 * Гулом). Like the server's containsEveryWord, each word of the query must occur in the name's key.
 */
export function filterChats(chats: readonly ChatSummary[], query: string): ChatSummary[] {
  const words = searchWords(query);
  if (words.length === 0) return chats as ChatSummary[];
  return chats.filter((c) => {
    const key = searchKey(`${c.display.first_name} ${c.display.last_name}`);
    return words.every((word) => key.includes(word));
  });
}

/** Puts a changed chat in the list and keeps the list most recent first (live reordering from the inbox). */
export function upsertChat(chats: readonly ChatSummary[], chat: ChatSummary): ChatSummary[] {
  const rest = chats.filter((c) => c.guid !== chat.guid);
  return sortChats([chat, ...rest]);
}

export const sortChats = (chats: readonly ChatSummary[]): ChatSummary[] =>
  [...chats].sort((a, b) => (Date.parse(b.updated_at) || 0) - (Date.parse(a.updated_at) || 0));

/** A client id for a new message: random, and it works on plain-http pages too (where crypto.randomUUID is missing). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
