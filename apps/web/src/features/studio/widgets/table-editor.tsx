'use client';

import type { TableWidget } from '@learnbox/contracts';
import { optional, type WidgetEditorProps } from './editor-props';
import { GroupError, SmallButton, TextField } from './fields';

const cellClasses =
  'w-full min-w-28 rounded-md border border-line bg-surface-2 px-2 py-1 text-sm text-fg focus-visible:outline-2 focus-visible:outline-brand';

/** A grid of inputs: column headings on top, one row of cells per table row. */
export function TableEditor({ widget, onChange, errors }: WidgetEditorProps<TableWidget>) {
  const { columns, rows } = widget;
  const setCell = (row: number, column: number, value: string) =>
    onChange({
      ...widget,
      rows: rows.map((cells, r) =>
        r === row ? cells.map((cell, c) => (c === column ? value : cell)) : cells,
      ),
    });
  const addColumn = () =>
    onChange({
      ...widget,
      columns: [...columns, `Column ${columns.length + 1}`],
      rows: rows.map((r) => [...r, '']),
    });
  const removeColumn = (column: number) =>
    onChange({
      ...widget,
      columns: columns.filter((_, c) => c !== column),
      rows: rows.map((cells) => cells.filter((_, c) => c !== column)),
    });
  return (
    <div className="space-y-3">
      <TextField
        label="Caption"
        value={widget.caption ?? ''}
        onChange={(caption) => onChange({ ...widget, caption: optional(caption) })}
        error={errors.caption}
      />
      <GroupError error={errors[''] ?? errors.columns ?? errors.rows} />
      <div className="overflow-x-auto">
        <table className="border-separate border-spacing-1">
          <thead>
            <tr>
              {columns.map((column, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are edited in place
                <th key={c} scope="col" className="align-bottom">
                  <input
                    aria-label={`Column ${c + 1} heading`}
                    value={column}
                    onChange={(event) =>
                      onChange({
                        ...widget,
                        columns: columns.map((other, at) => (at === c ? event.target.value : other)),
                      })
                    }
                    className={`${cellClasses} font-semibold`}
                  />
                  <SmallButton onClick={() => removeColumn(c)} disabled={columns.length <= 1}>
                    Remove column {c + 1}
                  </SmallButton>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <tr key={r}>
                {cells.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are edited in place
                  <td key={c}>
                    <input
                      aria-label={`Row ${r + 1}, column ${c + 1}`}
                      value={cell}
                      onChange={(event) => setCell(r, c, event.target.value)}
                      className={cellClasses}
                    />
                  </td>
                ))}
                <td>
                  <SmallButton
                    onClick={() => onChange({ ...widget, rows: rows.filter((_, at) => at !== r) })}
                  >
                    Remove row {r + 1}
                  </SmallButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2">
        <SmallButton
          onClick={() => onChange({ ...widget, rows: [...rows, columns.map(() => '')] })}
          disabled={rows.length >= 200}
        >
          Add row
        </SmallButton>
        <SmallButton onClick={addColumn} disabled={columns.length >= 12}>
          Add column
        </SmallButton>
      </div>
    </div>
  );
}
