import { STORAGE_KEYS } from '@studio/contracts/constants';

/** The browser flag that keeps the free-plan dialog to a single showing (spec §4). */
export function hasSeenFreePlanDialog(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.hasSeenFreePlanModal) !== null;
  } catch {
    return true;
  }
}

export function markFreePlanDialogSeen(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.hasSeenFreePlanModal, 'true');
  } catch (error) {
    console.warn('Could not remember that the free-plan dialog was shown', error);
  }
}
