// The chat part of `npm run bench` (spec DESIGN §8: p99 delivery ≤ 50 ms at 500 messages/s on one
// instance; 10,000 idle sockets ≤ 500 MiB). The server runs in a child process (scripts/bench/
// chat-server.ts); this process opens the sockets, sends at a steady rate and measures, at the
// receiving socket, the time from send to {message} (the send time travels in the content).
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import type { ChatBenchSetup } from './chat-server';

export interface ChatBenchOptions {
  /** Chats under load (two sockets each). */
  chats: number;
  rate: number;
  seconds: number;
  idleSockets: number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function ask<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve) => {
    const on = (m: { type: string }) => {
      if (m.type !== type) return;
      child.off('message', on);
      resolve(m as T);
    };
    child.on('message', on);
    child.send({ type });
  });
}

/** Opens sockets with bounded concurrency (each upgrade checks a token and a membership). */
async function openAll(urls: string[], concurrency = 100): Promise<WebSocket[]> {
  const sockets: WebSocket[] = new Array(urls.length);
  let next = 0;
  await Promise.all(
    [...Array(concurrency)].map(async () => {
      while (next < urls.length) {
        const i = next++;
        sockets[i] = await new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(urls[i]);
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
          ws.once('close', (code) => reject(new Error(`socket closed with ${code}`)));
        });
      }
    }),
  );
  return sockets;
}

export async function runChatBench(opts: ChatBenchOptions): Promise<{ kind: string; table: string }> {
  const totalChats = Math.max(opts.chats, Math.ceil(opts.idleSockets / 2));
  const child = fork(path.join(here, 'chat-server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, BENCH_CHATS: String(totalChats) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const t0 = Date.now();
  // On a shared machine other work skews the tail latency: the load average is recorded with the numbers.
  const loadBefore = os.loadavg()[0];
  const setup = await new Promise<ChatBenchSetup>((resolve, reject) => {
    child.once('message', (m: { type: string; setup: ChatBenchSetup }) => resolve(m.setup));
    child.once('exit', (code) => reject(new Error(`chat bench server exited with ${code}`)));
  });
  const wsBase = setup.url.replace('http', 'ws');
  console.log(`chat bench: server ready with ${setup.chats.length} chats in ${((Date.now() - t0) / 1000).toFixed(1)} s (${setup.kind})`);
  const baseline = await ask<{ rss: number }>(child, 'rss');

  // Load: `chats` chats, a socket for each member.
  const loadChats = setup.chats.slice(0, opts.chats);
  const urls = loadChats.flatMap(([chat, ta, tb]) => [`${wsBase}/chat/${chat}/?token=${ta}`, `${wsBase}/chat/${chat}/?token=${tb}`]);
  const tOpen = Date.now();
  const sockets = await openAll(urls);
  console.log(`chat bench: ${sockets.length} sockets open in ${((Date.now() - tOpen) / 1000).toFixed(1)} s`);

  const latencies: number[] = [];
  let acks = 0;
  let errors = 0;
  let measuring = false;
  sockets.forEach((ws, i) => {
    const receiver = i % 2 === 1; // member B's socket receives what A sends
    ws.on('message', (data) => {
      const f = JSON.parse(data.toString());
      if (f.ack) acks++;
      else if (f.error) errors++;
      else if (f.message && receiver && measuring) latencies.push(performance.now() - Number(f.message.content.slice(2)));
    });
  });

  async function steady(rate: number, seconds: number) {
    latencies.length = 0;
    acks = 0;
    errors = 0;
    measuring = true;
    const start = performance.now();
    let sent = 0;
    let n = 0;
    while (performance.now() - start < seconds * 1000) {
      // Send what the schedule says should have gone by now: a steady rate, timer jitter or not.
      const due = Math.floor(((performance.now() - start) / 1000) * rate);
      for (; sent < due; sent++) {
        const chat = n++ % loadChats.length;
        sockets[chat * 2].send(JSON.stringify({ function: 'send', message: { type: 'text', content: `t:${performance.now()}`, client_id: `b${rate}-${sent}` } }));
      }
      await sleep(2);
    }
    const elapsed = (performance.now() - start) / 1000;
    // Let the tail arrive.
    const deadline = Date.now() + 10_000;
    while (latencies.length < sent && Date.now() < deadline) await sleep(20);
    measuring = false;
    const drained = (performance.now() - start) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const rss = await ask<{ rss: number }>(child, 'rss');
    return { rate, seconds, sent, delivered: sorted.length, acks, errors, perSecond: sorted.length / drained, sendSeconds: elapsed, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, rss: rss.rss };
  }

  await steady(100, 2); // warm-up (JIT, prepared plans)
  const rows = [];
  for (const rate of [opts.rate, opts.rate * 2]) {
    const r = await steady(rate, opts.seconds);
    rows.push(r);
    console.log(`chat bench: ${rate} msg/s → delivered ${r.delivered}/${r.sent}, ${r.perSecond.toFixed(0)}/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, server RSS ${mib(r.rss)}`);
  }

  // Idle: close the load sockets, then hold `idleSockets` sockets open and read the server's RSS.
  for (const ws of sockets) ws.close();
  await sleep(500);
  const idleUrls = setup.chats.slice(0, Math.ceil(opts.idleSockets / 2)).flatMap(([chat, ta, tb]) => [`${wsBase}/chat/${chat}/?token=${ta}`, `${wsBase}/chat/${chat}/?token=${tb}`]).slice(0, opts.idleSockets);
  const tIdle = Date.now();
  const idle = await openAll(idleUrls, 200);
  const idleOpenSeconds = (Date.now() - tIdle) / 1000;
  await sleep(2000);
  const idleRss = await ask<{ rss: number; heap: number }>(child, 'rss');
  console.log(`chat bench: ${idle.length} idle sockets opened in ${idleOpenSeconds.toFixed(1)} s, server RSS ${mib(idleRss.rss)} (baseline ${mib(baseline.rss)}, heap ${mib(idleRss.heap)})`);
  for (const ws of idle) ws.terminate();
  child.send({ type: 'stop' });
  await new Promise((r) => child.once('exit', r));

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${setup.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, 1-minute load average ${loadBefore.toFixed(1)} at the start`;
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. One server instance (in-process broker) in a child process; the load generator runs on the same machine. ` +
      `${opts.chats.toLocaleString('en')} chats with both members connected (${(opts.chats * 2).toLocaleString('en')} sockets); member A sends at a steady rate (round-robin over the chats, each message with a client id, stored before it is acknowledged or delivered); ` +
      `latency is from the send to the {message} frame at member B's socket. After a 2 s warm-up at 100 msg/s.`,
    '',
    '| target rate | duration | sent | delivered | delivered/s | p50 ms | p99 ms | max ms | errors | server RSS |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.rate} msg/s | ${r.seconds} s | ${r.sent} | ${r.delivered} | ${r.perSecond.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.errors} | ${mib(r.rss)} |`),
    '',
    `Idle: ${idle.length.toLocaleString('en')} open chat sockets (each authenticated and in its chat room) → server RSS **${mib(idleRss.rss)}** (${mib(baseline.rss)} before any socket; V8 heap ${mib(idleRss.heap)}); opened in ${idleOpenSeconds.toFixed(1)} s at 200 concurrent handshakes.`,
  ].join('\n');
  return { kind: setup.kind, table };
}
