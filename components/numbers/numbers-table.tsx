import { numbersCopy as copy } from '@/content/numbers';
import { displayCell } from '@/lib/numbers/format';
import type { NumbersTable as Table } from '@/lib/numbers/tables';
import { cn } from '@/lib/ui/class-names';

/**
 * One table of the numbers with its caption, header cells with scope, the first cell of each row as its header, the
 * notes for its "–" and the link to its CSV file. Wider than a phone, it scrolls sideways in its own frame, which
 * keyboard users can focus to scroll.
 */
export function NumbersTable({ table, csvHref }: { table: Table; csvHref: string }) {
  const captionId = `${table.id}-caption`;
  return (
    <div className="min-w-0">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a frame that scrolls must take focus to scroll by keyboard (WCAG 2.1.1) */}
      <div role="region" aria-labelledby={captionId} tabIndex={0} className="overflow-x-auto rounded-card bg-white shadow-card">
        <table className="w-full text-left text-sm sm:text-base">
          <caption id={captionId} className="sr-only">
            {table.title}
          </caption>
          <thead className="border-b border-line text-sm text-ink-soft">
            <tr>
              {table.columns.map((column, i) => (
                <th key={column.label} scope="col" className={cn('px-3 py-2 align-bottom font-bold', i > 0 && 'text-right')}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.length === 0 ? (
              <tr>
                <td colSpan={table.columns.length} className="px-3 py-3 text-ink-soft">
                  {copy.none}
                </td>
              </tr>
            ) : (
              table.rows.map((row, r) => (
                <tr key={`${String(row[0])}-${r}`} className="border-b border-line last:border-0">
                  {row.map((cell, i) => {
                    const text = displayCell(table.columns[i]!.kind, cell);
                    return i === 0 ? (
                      <th key={i} scope="row" className={cn('py-2 pr-3', table.parts.includes(r) ? 'pl-8 font-normal' : 'pl-3 font-bold')}>
                        {text}
                      </th>
                    ) : (
                      <td key={i} className={cn('px-3 py-2 text-right whitespace-nowrap tabular-nums', cell === null && 'text-ink-soft')}>
                        {text}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {table.notes.length > 0 && (
        <ul className="mt-2 space-y-1 text-sm text-ink-soft">
          {table.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <p className="mt-3">
        <a href={csvHref} download className="text-link">
          {copy.csv(table.title)}
        </a>
      </p>
    </div>
  );
}
