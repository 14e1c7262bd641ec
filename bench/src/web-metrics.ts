import type { CDPSession, Page } from 'playwright-core';

/** The lab profile of Lighthouse's "slow 4G" phone. */
export const PROFILE = {
  latencyMs: 150,
  downBytesPerS: (1.6 * 1_000_000) / 8,
  upBytesPerS: (750 * 1000) / 8,
  cpuSlowdown: 4,
};

/** LCP, paint and long tasks, observed from the first script of every document. */
export const OBSERVERS = `
  window.__perf = { lcp: 0, fcp: 0, longTasks: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

export interface Transfer {
  url: string;
  status: number;
  bytes: number;
  /** of which the body: the rest is the response's headers (HTTP/1.1, uncompressed) */
  bodyBytes: number;
  /** bytes received when the headers were complete: the headers (status line included) */
  headerBytes: number;
  fromCache: boolean;
}

/** Every request of a page with its encoded size on the wire (headers included). */
export class NetworkLog {
  readonly done: Transfer[] = [];
  private readonly pending = new Map<string, Transfer>();
  private lastActivity = Date.now();

  constructor(private readonly cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (e) => {
      // data: URLs (the footer's logos) never touch the network
      if (!/^https?:/.test(e.request.url)) return;
      const entry = {
        url: e.request.url,
        status: 0,
        bytes: 0,
        bodyBytes: 0,
        headerBytes: 0,
        fromCache: false,
      };
      this.pending.set(e.requestId, entry);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const t = this.pending.get(e.requestId);
      if (!t) return;
      t.status = e.response.status;
      // fromMemoryCache is newer than the protocol types playwright ships
      const response = e.response as { fromDiskCache?: boolean; fromMemoryCache?: boolean };
      t.fromCache = Boolean(response.fromDiskCache || response.fromMemoryCache);
      t.headerBytes = e.response.encodedDataLength;
    });
    // a module both preloaded and imported can be answered from the preload's copy: no
    // loadingFinished follows for that request, nothing more comes over the wire
    cdp.on('Network.requestServedFromCache', (e) => {
      const t = this.pending.get(e.requestId);
      if (t) t.fromCache = true;
    });
    cdp.on('Network.loadingFinished', (e) => this.finish(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => this.finish(e.requestId, 0));
  }

  private finish(id: string, bytes: number) {
    const t = this.pending.get(id);
    this.pending.delete(id);
    this.lastActivity = Date.now();
    if (!t) return;
    t.bytes = bytes;
    // (the body's data events do not reach this session for a document: it would count as 0)
    t.bodyBytes = Math.max(0, bytes - t.headerBytes);
    this.done.push(t);
  }

  /** Resolves once no request has been in flight for `quietMs`. */
  async quiet(quietMs = 1000, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const waiting = [...this.pending.values()].filter((t) => !t.fromCache);
      if (waiting.length === 0 && Date.now() - this.lastActivity >= quietMs) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`network not quiet in ${timeoutMs} ms: ${[...this.pending.values()][0]?.url}`);
  }

  bytes(filter: (t: Transfer) => boolean = () => true): number {
    return this.done.filter(filter).reduce((sum, t) => sum + t.bytes, 0);
  }

  bodyBytes(): number {
    return this.done.reduce((sum, t) => sum + t.bodyBytes, 0);
  }
}

/** Applies the slow network and CPU to a page and starts logging its requests. */
export async function throttle(page: Page): Promise<NetworkLog> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const log = new NetworkLog(cdp);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downBytesPerS,
    uploadThroughput: PROFILE.upBytesPerS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return log;
}

/** LCP of the document, and total blocking time after first paint (time since `fromMs`). */
export async function paintFigures(page: Page, fromMs = 0): Promise<{ lcp: number; tbt: number }> {
  const perf = await page.evaluate(
    () =>
      (window as unknown as { __perf: { lcp: number; fcp: number; longTasks: number[][] } }).__perf,
  );
  const start = Math.max(perf.fcp, fromMs);
  const tbt = perf.longTasks
    .filter(([at]) => (at ?? 0) >= start)
    .reduce((sum, [, duration]) => sum + Math.max(0, (duration ?? 0) - 50), 0);
  return { lcp: perf.lcp, tbt };
}

/** Milliseconds since the document's time origin, as the page sees it. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());
