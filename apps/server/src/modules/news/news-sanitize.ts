import sanitizeHtml from 'sanitize-html';
import { NEWS_SUMMARY_CHARS } from '@portal/contract';

/**
 * The only HTML a news item may carry. An allow-list, so anything not named here (script,
 * style, iframe, object, form, every `on…` handler, `style` attributes) is dropped. Links may
 * only go to http(s) and mailto (no `javascript:` or `data:`), and open with rel=noopener so
 * a linked page cannot reach back into the portal. Images only from https or our own paths.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['scope'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // the text of dropped script and style elements is dropped with them
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  transformTags: {
    // a picture without a text alternative is decoration (WCAG 1.1.1)
    img: (tagName, attribs) => ({ tagName, attribs: { alt: '', ...attribs } }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        rel: 'noopener noreferrer',
        ...(attribs.target ? { target: '_blank' } : {}),
      },
    }),
  },
};

/** Sanitizes an operator's HTML; applied when an item is written and again when it is read. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The plain-text start of sanitized HTML, for the list, cut at NEWS_SUMMARY_CHARS. */
export function summaryOf(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h\d|li|br)>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  })
    .replace(/\s+/g, ' ')
    .trim();
  const decoded = decodeEntities(text);
  return decoded.length > NEWS_SUMMARY_CHARS
    ? `${decoded.slice(0, NEWS_SUMMARY_CHARS).trimEnd()}…`
    : decoded;
}

// the summary is shown as text, not HTML: the escapes sanitize-html writes are turned back
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, name: string) => ENTITIES[name] ?? '');
}
