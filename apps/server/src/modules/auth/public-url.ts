import type { AppConfig } from '../../config.js';

/** Where members open the portal: PUBLIC_URL, else this server on localhost. */
export function publicBaseUrl(config: Pick<AppConfig, 'publicUrl' | 'port'>): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

/** An absolute link to a web page of the portal with query parameters. */
export function pageLink(
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
  page: string,
  query: Record<string, string>,
): string {
  const search = new URLSearchParams(query).toString();
  return `${publicBaseUrl(config)}${page}${search ? `?${search}` : ''}`;
}
