import type { Jobs } from '../../lib/jobs';
import { deliverPush, fanOutPush, type PushDeps, type PushNotifyJob, type PushQueues, type PushSendJob } from './push.service';

/**
 * Messages carry what a notification says (a chat message's first words): a job is kept an hour
 * after it is done, long enough to look into, not a week as pg-boss would.
 */
const KEEP_DONE_SECONDS = 3600;

/**
 * Fairness (issue 38): each job belongs to its user's group (pushGroupOf), and one user's jobs run at
 * most this many at a time across all instances, so one user's slow push services (ten subscriptions
 * that accept the connection and never answer) hold one or two workers, never all of them; the others
 * serve everyone else meanwhile. pg-boss checks the limit when a worker fetches, without a lock: two
 * workers fetching at the same instant may each start one of a group (on PostgreSQL), so it is a
 * bound kept nearly always, not a mutual exclusion.
 */
const NOTIFY_PER_USER = 1;
const SEND_PER_USER = 2;

/**
 * The module's queues (server/lib/jobs.ts), whose handlers take the module's deps when a job runs
 * (the deps hold the queues themselves: a notification's fan-out sends to push.send):
 * - push.notify: a notification, fanned out into one message per browser of the user; 2 at a time
 *   per instance, one per user;
 * - push.send: one message to one browser, tried again on its own (up to 5 more times, after about
 *   2, 4, 8, 16, 32 s) while its push service fails; 4 at a time per instance, two per user.
 * Both are queued by subject (push.service.ts): a newer message of a subject replaces the one still waiting.
 */
export function definePushJobs(jobs: Jobs, deps: () => PushDeps): PushQueues {
  return {
    notify: jobs.define<PushNotifyJob>({ name: 'push.notify', concurrency: 2, groupConcurrency: NOTIFY_PER_USER, options: { deleteAfterSeconds: KEEP_DONE_SECONDS }, handle: (job) => fanOutPush(deps(), job) }),
    send: jobs.define<PushSendJob>({ name: 'push.send', concurrency: 4, groupConcurrency: SEND_PER_USER, options: { deleteAfterSeconds: KEEP_DONE_SECONDS }, handle: (job) => deliverPush(deps(), job) }),
  };
}
