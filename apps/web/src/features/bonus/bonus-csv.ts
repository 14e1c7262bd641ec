import { businessDay, type BonusCycleTotals } from '@portal/contract';

/** A CSV cell: quoted when it holds a comma, quote or line break; formula starts defused. */
function cell(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One row per cycle and bonus type, amounts exactly as the server sent them. */
export function bonusCsv(
  cycles: readonly BonusCycleTotals[],
  header: { cycle: string; start: string; type: string; amount: string },
  typeLabel: (type: string) => string,
): string {
  const rows = [[header.cycle, header.start, header.type, header.amount]];
  for (const c of cycles) {
    for (const b of c.byType)
      rows.push([c.cycle, businessDay(c.start), typeLabel(b.type), b.amount]);
  }
  // a BOM so spreadsheet programs read the translated labels as UTF-8
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}

export function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
