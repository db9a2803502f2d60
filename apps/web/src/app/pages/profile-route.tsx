import { ProfilePage } from '../../features/auth/components/profile-page';
import { CreditHistory } from '../../features/credits/components/credit-history';
import { SubscriptionSection } from '../../features/subscriptions/components/subscription-section';

/** /profile: the account details, then the plan and the credit history. */
export function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-5 pb-14">
        <SubscriptionSection />
        <CreditHistory />
      </div>
    </>
  );
}
