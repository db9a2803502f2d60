import { create } from 'zustand';
import { getSubscription } from '../api/get-subscription';
import { getSubscriptionStatus } from '../api/get-subscription-status';
import type { Subscription, SubscriptionStatus } from '../types';

export const SUBSCRIPTION_LOAD_ERROR = 'Failed to load subscription data';

interface SubscriptionState {
  subscription: Subscription | null;
  status: SubscriptionStatus | null;
  isLoading: boolean;
  /** True once a fetch has finished without error, so "no subscription" really means none. */
  hasLoaded: boolean;
  error: string | null;
  fetchSubscriptionData: () => Promise<void>;
  reset: () => void;
}

const EMPTY = { subscription: null, status: null, isLoading: false, hasLoaded: false, error: null } as const;

export const useSubscriptionStore = create<SubscriptionState>()((set) => ({
  ...EMPTY,
  fetchSubscriptionData: async () => {
    set({ isLoading: true, error: null });
    try {
      const [subscription, status] = await Promise.all([getSubscription(), getSubscriptionStatus()]);
      set({ subscription, status, isLoading: false, hasLoaded: true });
    } catch (error) {
      console.error(SUBSCRIPTION_LOAD_ERROR, error);
      set({ isLoading: false, error: SUBSCRIPTION_LOAD_ERROR });
    }
  },
  reset: () => set(EMPTY),
}));
