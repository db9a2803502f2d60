import { create } from 'zustand';

/** Spec §4 "Edit mode": an on/off toggle the header shows on /book/ pages and the book screens read. */
interface EditModeState {
  isEditMode: boolean;
  setEditMode: (isEditMode: boolean) => void;
  toggleEditMode: () => void;
}

export const useEditModeStore = create<EditModeState>()((set) => ({
  isEditMode: false,
  setEditMode: (isEditMode) => set({ isEditMode }),
  toggleEditMode: () => set((state) => ({ isEditMode: !state.isEditMode })),
}));
