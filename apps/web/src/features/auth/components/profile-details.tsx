import type { Customer } from '@studio/contracts/auth';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeZone: 'UTC' });

function formatDate(value: string | null): string {
  if (!value) return 'Not set';
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

export function ProfileDetails({ customer }: { customer: Customer }) {
  const rows = [
    ['Full name', customer.full_name || 'Not set'],
    ['Email', customer.email],
    ['Date of birth', formatDate(customer.date_of_birth)],
    ['Member since', formatDate(customer.created_at)],
  ] as const;
  return (
    <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-paper px-4 py-3">
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
