import type { PageCode } from '@portal/contract';

/** Values a page text names; already HTML-escaped when a template sees them. */
export interface PageContext {
  company: string;
  currency: string;
  email: string;
  tel: string;
  /** days within which a product may be returned */
  returnDays: number;
}

export type PageTexts = Record<PageCode, { title: string; html: string }>;
export type PageTemplate = (c: PageContext) => PageTexts;

// the only elements a page may contain (PAGE_HTML_TAGS); text is authored, not user input
export const p = (text: string) => `<p>${text}</p>`;
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const strong = (text: string) => `<strong>${text}</strong>`;
export const mail = (email: string) => `<a href="mailto:${email}">${email}</a>`;
export const html = (...parts: string[]) => parts.join('\n');

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Company values (names, e-mails) go into the HTML as text, never as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;

/** Refuses a page body with an element outside `allowed` or an attribute other than a's href. */
export function assertAllowedHtml(body: string, allowed: readonly string[]): string {
  for (const [, tag = '', attrs = ''] of body.matchAll(TAG)) {
    const attrNames = [...attrs.matchAll(/([a-zA-Z-]+)=/g)].map((m) => m[1]);
    const attrsOk = attrNames.every((a) => tag === 'a' && a === 'href');
    if (!allowed.includes(tag) || !attrsOk) throw new Error(`page HTML may not contain <${tag}${attrs}>`);
  }
  return body;
}
