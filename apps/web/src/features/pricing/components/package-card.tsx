import { Coins } from 'lucide-react';
import { type CreditPackage } from '@studio/contracts/billing';
import { formatMoney } from '@studio/contracts/money';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';

export function PackageCard({ pack, isPending, onBuy }: { pack: CreditPackage; isPending: boolean; onBuy: (packageId: string) => void }) {
  return (
    <Card role="region" aria-label={pack.name}>
      <CardContent className="flex flex-col gap-3">
        <h3 className="text-xl font-semibold">{pack.name}</h3>
        <p className="inline-flex items-center gap-2 text-lg font-semibold">
          <Coins className="size-5 text-[#b07800]" aria-hidden="true" />
          {pack.credits} credits
        </p>
        <p className="text-ink-soft">{formatMoney(pack.price_cents, pack.currency)}, once. Bought credits never expire.</p>
        <Button variant="secondary" disabled={isPending} onClick={() => onBuy(pack.id)}>
          Buy {pack.credits} credits
        </Button>
      </CardContent>
    </Card>
  );
}
