/**
 * Figures and tables as files a trainer takes to a slide or a spreadsheet:
 * CSV (RFC 4180: fields with a comma, quote or line break are quoted,
 * quotes doubled; CRLF line ends) and JSON, downloaded from the page (a
 * Blob URL: nothing leaves the browser).
 */

/** One CSV field. */
function field(v: string | number | boolean | null | undefined): string {
  const s = v === null || v === undefined ? '' : typeof v === 'number' ? number(v) : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * A number as a spreadsheet should read it: twelve significant digits at
 * most, so a binary fraction's tail (2.700000000004365) goes and every
 * figure the engine means keeps its digits.
 */
function number(v: number): string {
  if (!Number.isFinite(v)) return '';
  return Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(12)));
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

/**
 * Offers `rows` as a CSV file, UTF-8 with a byte order mark: without it
 * Excel, opening the file by a double-click, reads it in the system's
 * code page and garbles French and Russian text ("Ã€", "Ð¡").
 */
export function downloadCsv(name: string, rows: Parameters<typeof toCsv>[0]): void {
  downloadText(name, 'text/csv;charset=utf-8', `\ufeff${toCsv(rows)}`);
}

/**
 * A file name for a run: `base`, then each parameter set and its value
 * (`pagelab-fillfactor-figures-fillfactor-80-seed-7`), letters, digits,
 * dots and dashes only, at most 120 characters.
 */
export function runFileName(base: string, params: Record<string, string>): string {
  const safe = (t: string) => t.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 24);
  const tail = Object.entries(params)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `-${safe(k)}-${safe(v)}`)
    .join('');
  return `${base}${tail}`.slice(0, 120);
}
