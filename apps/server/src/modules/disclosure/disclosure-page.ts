import type { PublicDisclosures } from '@portal/contract';
import { methodLines, statementFacts, statementTable, type Labels } from './disclosure-render.js';

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:72rem;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%;font-size:.9rem;margin:1rem 0}
th,td{border:1px solid #ccc;padding:.35rem .5rem;text-align:right}
th:first-child,td:first-child{text-align:left}
tbody tr:last-child{font-weight:600}
.facts{color:#555;font-size:.9rem}
section{margin-bottom:3rem}`;

/**
 * The public page a company links from its own pages: every published statement, newest period
 * first, with its table, its ledger position, a link to its PDF and the methods note. Rendered
 * on the server: it needs no script, prints as it is and reads the stored figures only.
 */
export function renderDisclosurePage(input: {
  data: PublicDisclosures;
  labels: Labels;
  locale: string;
  pdfPath: (id: number) => string;
}): string {
  const { data, labels: t, locale } = input;
  const title = t('consoleDisclosure.public.title', { company: data.company });
  const sections = data.statements.map((s) => {
    const facts = statementFacts(s, t, locale);
    const table = statementTable(s, t);
    const head = table.header.map((h) => `<th scope="col">${escape(h)}</th>`).join('');
    const body = table.rows
      .map(
        (cells) =>
          `<tr>${cells.map((c, i) => (i === 0 ? `<th scope="row">${escape(c)}</th>` : `<td>${escape(c)}</td>`)).join('')}</tr>`,
      )
      .join('\n');
    return `<section aria-labelledby="statement-${s.id}">
<h2 id="statement-${s.id}">${escape(t('consoleDisclosure.public.heading', { start: s.startDate, end: s.endDate }))}</h2>
<p class="facts">${escape(facts.period)}. ${escape(facts.currency)} ${escape(facts.position)}</p>
<table><thead><tr>${head}</tr></thead><tbody>
${body}
</tbody></table>
<p><a href="${escape(input.pdfPath(s.id))}">${escape(t('consoleDisclosure.pdf'))}</a></p>
</section>`;
  });
  const methods = methodLines(t)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${escape(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1>
${sections.length ? sections.join('\n') : `<p>${escape(t('consoleDisclosure.public.none'))}</p>`}
${sections.length ? `<h2>${escape(t('consoleDisclosure.methods.title'))}</h2>\n${methods}` : ''}
</main></body></html>`;
}
