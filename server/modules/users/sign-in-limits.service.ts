import type { DeviceTokens } from '../../lib/device-tokens';
import type { RateLimits } from '../../lib/rate-limiter';

/**
 * Sign-in limits that slow guessing without letting a guesser lock the owner out
 * (docs/security.md, "Sign-in limits"). Every password check (sign-in, and profile completion by
 * phone + password) runs through limitSignIn:
 *
 * - failures are counted per phone and client together (loginClient): a client that fails too
 *   often waits out the window; nobody else is held up by it;
 * - failures are counted per phone from anywhere (loginPhone): after the first few, every further
 *   attempt for that phone waits 1, 2, 4 … s (at most a few minutes), one at a time, so guessing one
 *   account stays bounded however many addresses the guesser has;
 * - failures are counted per address whatever the phone (loginIp), so one address cannot guess
 *   across many accounts;
 * - a device that has signed in to the phone before (its signed device cookie, lib/device-tokens)
 *   is its own client and is held only to its own count: the phone's waits and the address's count,
 *   which a guesser elsewhere (or behind the same carrier NAT) drives up, do not apply to it. The
 *   owner's own wrong passwords from that device still count.
 */
export interface SignInLimitsDeps {
  limits: Pick<RateLimits, 'loginClient' | 'loginIp' | 'loginPhone'>;
  devices: DeviceTokens;
}

export interface SignInClient {
  ip: string;
  /** The device cookie the request came with, if any. */
  deviceCookie?: string;
}

const isRefusal = (err: unknown) => (err as { status?: number })?.status === 401;

/**
 * Runs `attempt` (which throws a 401 for wrong credentials) under the limits; a 429 instead when the
 * client must wait. On success answers the attempt's result and the device cookie to set.
 */
export async function limitSignIn<T>(deps: SignInLimitsDeps, client: SignInClient, phone: string, attempt: () => Promise<T>): Promise<{ result: T; deviceCookie: string }> {
  const { limits, devices } = deps;
  const device = devices.deviceFor(client.deviceCookie, phone);
  const clientKey = device ? `${phone}|device:${device}` : `${phone}|ip:${client.ip}`;
  const ipKey = `ip:${client.ip}`;
  await limits.loginClient.check(clientKey);
  if (!device) {
    await limits.loginIp.check(ipKey);
    await limits.loginPhone.check(phone);
  }
  let result: T;
  try {
    result = await attempt();
  } catch (err) {
    if (isRefusal(err)) await Promise.all([limits.loginClient.fail(clientKey), limits.loginIp.fail(ipKey), limits.loginPhone.fail(phone)]);
    throw err;
  }
  await limits.loginClient.reset(clientKey);
  return { result, deviceCookie: devices.remember(client.deviceCookie, phone) };
}

/** After a sign-up: the new account's device is known to its phone from the start. */
export const rememberDevice = (deps: Pick<SignInLimitsDeps, 'devices'>, client: SignInClient, phone: string) => deps.devices.remember(client.deviceCookie, phone);
