import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@shared/schemas/courses';
import { api } from '@web/lib/api-client';
import { itemQueryOptions } from '@web/lib/query-client';

/** GET /api/courses/certificates/{id}/ (public) — a finished course's certificate; 404 when there is none. */
const getCertificate = (id: string, signal?: AbortSignal) => api.get<Certificate>(`/api/courses/certificates/${encodeURIComponent(id)}/`, signal);

export const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['courses', 'certificate', id] as const,
    queryFn: ({ signal }) => getCertificate(id, signal),
    staleTime: 5 * 60_000,
    ...itemQueryOptions,
  });

export const useCertificate = (id: string) => useQuery(certificateQueryOptions(id));
