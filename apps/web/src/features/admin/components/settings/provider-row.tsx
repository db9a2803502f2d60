import type { ProviderStatus } from '@studio/contracts/admin-providers';
import { CircleAlert, CircleCheck, Send } from 'lucide-react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { getErrorMessage } from '../../../../lib/api-error';
import { cn } from '../../../../lib/cn';
import { useTestProvider } from '../../api/test-provider';

const AREA_LABELS = { mail: 'Mail', ai: 'AI', payments: 'Payments', storage: 'Storage', fulfilment: 'Print fulfilment' } as const;
const TEST_HINTS = {
  mail: 'Sends a test e-mail to you.',
  ai: 'Checks a harmless sentence with the safety check.',
  payments: 'Asks the payment provider for its balance.',
  storage: 'Stores a small file, reads it back and removes it.',
  fulfilment: 'Asks the print provider for its jobs.',
} as const;

/** One provider: which adapter serves the area, and a real round trip through it on request. */
export function ProviderRow({ provider }: { provider: ProviderStatus }) {
  const test = useTestProvider(provider.area);
  const label = AREA_LABELS[provider.area];
  const result = test.data;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
          {label}
          <span className="font-mono text-sm font-normal text-ink-soft">{provider.adapter}</span>
          {provider.built_in && <Badge tone="sun">Built-in</Badge>}
        </h3>
        <p className="text-sm text-ink-soft">{provider.description}</p>
        <div aria-live="polite" className="text-sm">
          {result && (
            <p className={cn('flex items-start gap-1.5 font-medium', result.ok ? 'text-leaf-700' : 'text-danger-600')}>
              {result.ok ? <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> : <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
              <span>
                {result.ok ? 'Works' : 'Failed'}: {result.message} <span className="font-normal text-ink-soft">({result.duration_ms} ms)</span>
              </span>
            </p>
          )}
          {test.isError && (
            <p className="flex items-start gap-1.5 font-medium text-danger-600">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              The test could not run: {getErrorMessage(test.error)}
            </p>
          )}
        </div>
      </div>
      <Button variant="outline" size="sm" className="self-start" onClick={() => test.mutate()} disabled={test.isPending} title={TEST_HINTS[provider.area]} aria-label={`Send a test: ${label}`}>
        <Send aria-hidden="true" />
        {test.isPending ? 'Testing…' : 'Send a test'}
      </Button>
    </li>
  );
}
