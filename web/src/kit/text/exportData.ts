/**
 * Figures and tables as files a trainer takes to a slide or a spreadsheet:
 * CSV (RFC 4180: fields with a comma, quote or line break are quoted,
 * quotes doubled; CRLF line ends) and JSON, downloaded from the page (a
 * Blob URL: nothing leaves the browser).
 */

/** One CSV field. */
function field(v: string | number | boolean | null | undefined): string {
  const s = v === null || v === undefined ? '' : typeof v === 'number' && !Number.isFinite(v) ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The scalar figures of a run (numbers, words, yes/no), name and value, in their order; series are JSON's. */
export function scalarFigures(figures: object): Array<[string, string | number | boolean]> {
  return Object.entries(figures).filter(
    (e): e is [string, string | number | boolean] =>
      typeof e[1] === 'number' || typeof e[1] === 'string' || typeof e[1] === 'boolean',
  );
}

/** Offers a Blob as a file named `name` (a Blob URL, revoked once the click is handled). */
export function downloadBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Offers `text` as a file named `name`. */
export function downloadText(name: string, mime: string, text: string): void {
  downloadBlob(name, new Blob([text], { type: mime }));
}
