import type { UploadedBook } from '@studio/contracts/uploaded-books';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

/** Where a book stands: being checked, refused, or the worst of its checks. */
export function PreflightBadge({ book }: { book: UploadedBook }) {
  const [tone, text]: [BadgeTone, string] =
    book.status === 'analysing'
      ? ['plum', 'Checking…']
      : book.status === 'rejected'
        ? ['coral', 'Cannot be read']
        : book.preflight === 'failure'
          ? ['coral', 'Needs fixing']
          : book.preflight === 'warning'
            ? ['sun', 'Printable, with notes']
            : ['leaf', 'Ready to print'];
  return (
    <Badge tone={tone} className="self-start">
      {text}
    </Badge>
  );
}
