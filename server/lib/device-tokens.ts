import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Devices known to a phone (OWASP's "device cookies"): after a successful sign-in the browser gets a
 * signed, long-lived, HttpOnly cookie saying "this device has signed in to this phone". A device
 * known to the phone is its own client for the sign-in limits: its failures are counted apart, and
 * the phone's growing waits (caused by someone guessing from elsewhere) do not apply to it, so the
 * owner keeps getting in from their usual device while others guess — on any network, which matters
 * where mobile addresses change often and many people share one address (carrier NAT).
 *
 * The cookie holds one entry per phone (at most MAX_ENTRIES, newest first): `{issued}.{mac}`, where
 * mac = HMAC(key, phone + issued). The phone itself is not in it; an entry is recognised by
 * recomputing the mac for the phone being signed in to. Stateless: nothing is stored on the server.
 */
export const DEVICE_COOKIE = 'ipak_device';
const MAX_ENTRIES = 5;
const MAC_LENGTH = 32; // base64url characters: 192 bits

export class DeviceTokens {
  private readonly key: Buffer;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    // A key of its own, derived from the JWT secret: a device entry can never pass for anything else.
    this.key = createHmac('sha256', secret).update('ipak device tokens v1').digest();
  }

  private mac(phone: string, issued: number): string {
    return createHmac('sha256', this.key).update(`${phone}.${issued}`).digest('base64url').slice(0, MAC_LENGTH);
  }

  private entries(cookie: string | undefined): { issued: number; mac: string; raw: string }[] {
    if (!cookie || cookie.length > 600) return [];
    const nowS = Math.floor(this.now() / 1000);
    return cookie
      .split('~')
      .slice(0, MAX_ENTRIES)
      .flatMap((raw) => {
        const m = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{32})$/.exec(raw);
        if (!m) return [];
        const issued = parseInt(m[1], 36);
        // Expired, or from the future (a clock moved back by more than a minute): not recognised.
        if (issued + this.ttlSeconds <= nowS || issued > nowS + 60) return [];
        return [{ issued, mac: m[2], raw }];
      });
  }

  /** The id of this device for this phone (stable until the next successful sign-in), or null if the cookie does not know the phone. */
  deviceFor(cookie: string | undefined, phone: string): string | null {
    for (const e of this.entries(cookie)) {
      const expected = Buffer.from(this.mac(phone, e.issued));
      if (timingSafeEqual(expected, Buffer.from(e.mac))) return e.mac;
    }
    return null;
  }

  /** The cookie's new value after `phone` signed in on this device: its entry renewed first, the others kept. */
  remember(cookie: string | undefined, phone: string): string {
    const issued = Math.floor(this.now() / 1000);
    const mine = this.deviceFor(cookie, phone);
    const others = this.entries(cookie).filter((e) => e.mac !== mine);
    return [`${issued.toString(36)}.${this.mac(phone, issued)}`, ...others.map((e) => e.raw)].slice(0, MAX_ENTRIES).join('~');
  }
}
