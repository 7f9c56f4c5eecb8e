import { HttpSmsSender } from '../lib/sms';
import { buildTestApp, type TestApp } from './app';
import { startFakeSmsServer } from './fake-sms-server';

/** A test app whose SMS go to a fake SMS server (the codes it received are read from it); close both with closeSmsTestApp. */
export async function buildSmsTestApp(): Promise<{ t: TestApp; sms: Awaited<ReturnType<typeof startFakeSmsServer>> }> {
  const sms = await startFakeSmsServer();
  const t = await buildTestApp({ services: { sms: new HttpSmsSender(sms.url, 'test-token') } });
  return { t, sms };
}

export async function closeSmsTestApp(env: { t: TestApp; sms: { close: () => Promise<unknown> } }) {
  await env.t.close();
  await env.sms.close();
}
