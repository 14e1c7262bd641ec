import { CHUNK_LOAD_TIMEOUT_MS } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage, loadWithRetry } from './lazy-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadWithRetry (chunk loading)', () => {
  it('retries a failed chunk and resolves when a later attempt works', async () => {
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue('page');
    const pending = loadWithRetry(load, CHUNK_LOAD_TIMEOUT_MS, [10]);
    await vi.advanceTimersByTimeAsync(10);
    await expect(pending).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('raises ChunkLoadError when every attempt fails', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('offline'));
    await expect(loadWithRetry(load, CHUNK_LOAD_TIMEOUT_MS, [0, 0])).rejects.toBeInstanceOf(
      ChunkLoadError,
    );
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('raises ChunkLoadError after 120 s of waiting', async () => {
    vi.useFakeTimers();
    const load = () => new Promise<string>(() => undefined);
    const pending = loadWithRetry(load).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(ChunkLoadError);
  });
});

describe('lazyPage preload', () => {
  const Page = () => createElement('p', null, 'the page');

  it('starts the load once: the page rendered later uses the preloaded module', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyPage(load);
    await Promise.all([LazyPage.preload(), LazyPage.preload()]);
    render(createElement(Suspense, { fallback: 'loading' }, createElement(LazyPage)));
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockRejectedValue(new TypeError('offline'));
    vi.useFakeTimers();
    const LazyPage = lazyPage(load);
    const failed = LazyPage.preload().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    expect(await failed).toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
    load.mockResolvedValue({ default: Page });
    await expect(LazyPage.preload()).resolves.toEqual({ default: Page });
  });
});
