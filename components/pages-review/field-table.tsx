import type { ReactNode } from 'react';
import { pagesReviewCopy as copy } from '@/content/pages-review';

/** A captioned table of fields and their values; long URLs break anywhere rather than push a phone's page sideways. */
export function FieldTable({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-lg font-extrabold text-ink">{caption}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{copy.fieldName}</th>
          <th scope="col">{copy.fieldValue}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-t border-line align-top">
            <th scope="row" className="w-2/5 py-2 pr-4 font-bold text-ink sm:w-1/4">
              {label}
            </th>
            <td className="py-2 text-ink-soft [overflow-wrap:anywhere]">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
