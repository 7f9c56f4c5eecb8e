import { api } from '@web/lib/api-client';

/** POST /api/messenger/socket-ticket/ → {ticket, expires_in}: opens one chat socket of this session, once, within 30 s. */
export const fetchSocketTicket = async (): Promise<string> => (await api.post<{ ticket: string; expires_in: number }>('/api/messenger/socket-ticket/')).ticket;
