/**
 * The text alternative every chart carries: its numbers as a table, folded
 * under "Data table". The scroll box is focusable and named so a keyboard
 * user can scroll a wide table (axe: scrollable-region-focusable).
 */
import type { ReactNode } from 'react';

export function ChartDataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details>
      <summary>Data table</summary>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
        <table className="data-table">{children}</table>
      </div>
    </details>
  );
}
