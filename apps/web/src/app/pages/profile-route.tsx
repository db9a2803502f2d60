import { ProfilePage } from '../../features/auth/components/profile-page';
import { YourDataSection } from '../../features/auth/components/your-data-section';
import { CreditHistory } from '../../features/credits/components/credit-history';
import { SubscriptionSection } from '../../features/subscriptions/components/subscription-section';

/** /profile: the account details, then the plan, the credit history, and the customer's data (download, delete). */
export function ProfileRoute() {
  return (
    <>
      <ProfilePage />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-5 pb-14">
        <SubscriptionSection />
        <CreditHistory />
        <YourDataSection />
      </div>
    </>
  );
}
