/**
 * The text alternative every chart carries: its numbers as a table, folded
 * under "Data table". The scroll box is focusable and named so a keyboard
 * user can scroll a wide table (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';
import { useWords } from '../i18n/words';
import { VIEW_WORDS } from '../views/views.i18n';

export function ChartDataTable({ label, children }: { label: string; children: ReactNode }) {
  const w = useWords(VIEW_WORDS);
  return (
    <details>
      <summary>{w.dataTable}</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="data-table">{children}</table>
      </div>
    </details>
  );
}
