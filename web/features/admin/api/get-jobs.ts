import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobsOverview } from '@shared/schemas/overview';
import { api } from '@web/lib/api-client';

const jobsQueryKey = ['admin', 'jobs'] as const;

/** How often the open page asks again: the queue moves by the second, an operator watches it drain. */
const JOBS_REFRESH_MS = 10_000;

/** GET /api/overview/dashboard/jobs/ → the job queue now (admin roles). */
const getJobs = (signal?: AbortSignal) => api.get<JobsOverview>('/api/overview/dashboard/jobs/', signal);

export const jobsQueryOptions = () => queryOptions({ queryKey: jobsQueryKey, queryFn: ({ signal }) => getJobs(signal) });

export const useJobs = () => useQuery({ ...jobsQueryOptions(), refetchInterval: JOBS_REFRESH_MS });
