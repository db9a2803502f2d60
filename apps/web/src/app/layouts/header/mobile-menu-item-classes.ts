export const MOBILE_MENU_ITEM_CLASSES =
  'flex items-center gap-3 rounded-2xl px-4 py-3 text-base font-semibold text-ink hover:bg-coral-50 [&_svg]:size-5 [&_svg]:text-ink-soft';
