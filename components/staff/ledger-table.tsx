import type { ReactNode } from "react";

/** One of the reconciliation's tables: a captioned region that scrolls sideways on a phone, its header row, its rows. */
export function LedgerTable({ id, caption, columns, testId, children }: { id: string; caption: string; columns: string[]; testId?: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption id={id} className="mb-2 text-left font-semibold">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className="px-2 py-1">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
