import { useMutation } from '@tanstack/react-query';
import type { ReportCreate, ReportCreated } from '@shared/schemas/moderation';
import { api } from '@web/lib/api-client';

/**
 * POST /api/moderation/reports/ (signed in) → {already_reported}: 201 for a new report, 200 when this
 * reader had already reported the target while its case is open. 400 moderation.own_target for one's
 * own content; 404 moderation.target_not_found.
 */
const createReport = (body: ReportCreate) => api.post<ReportCreated>('/api/moderation/reports/', body);

export const useCreateReport = () => useMutation({ mutationFn: createReport });
