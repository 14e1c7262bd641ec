import { useSyncExternalStore } from 'react';

/**
 * The operator's session token, in sessionStorage: closing the tab ends it (the server also ends
 * it after 15 minutes idle). Components follow it with `useSessionToken`.
 */
const KEY = 'console.token';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function sessionToken(): string | null {
  return read();
}

export function startSession(token: string): void {
  window.sessionStorage.setItem(KEY, token);
  notify();
}

export function endSession(): void {
  window.sessionStorage.removeItem(KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

/** Runs `listener` whenever the session starts or ends; returns the unsubscribe. */
export function onSessionChange(listener: () => void): () => void {
  return subscribe(listener);
}
