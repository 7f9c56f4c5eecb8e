import type { FastifyInstance } from 'fastify';
import { bearer } from './factories';

/** Posts a work announcement as JSON with only the fields it needs (Marg'ilon in Farg'ona, full time). */
export const postJob = (app: FastifyInstance, token: string, name: string, description = '<p>Ish</p>') =>
  app.inject({
    method: 'POST',
    url: '/api/announcements/user-announcements/',
    headers: bearer(token),
    payload: { annoucement_type: 'work_announcement', name, region: 13, district: 188, work_time: 'full_time', description },
  });
