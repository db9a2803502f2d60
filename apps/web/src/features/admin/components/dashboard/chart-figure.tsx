import { useId, type ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';

interface ChartFigureProps {
  title: string;
  description: string;
  /** The chart's figures as a table for screen readers (the drawing itself is hidden from them). */
  columns: [string, string];
  rows: Array<[string, string]>;
  children: ReactNode;
}

/** A chart with its title, and the same figures as a table for people who cannot see the chart. */
export function ChartFigure({ title, description, columns, rows, children }: ChartFigureProps) {
  const titleId = useId();
  return (
    <Card role="figure" aria-labelledby={titleId} className="flex min-w-0 flex-col gap-3 p-5">
      <div>
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-ink-soft">{description}</p>
      </div>
      <div aria-hidden="true">{children}</div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
