import { Toaster as SonnerToaster } from 'sonner';

/** The one place toasts render; call `toast.success(...)` / `toast.error(...)` from 'sonner' anywhere. */
export function Toaster() {
  return (
    <SonnerToaster
      position="top-center"
      closeButton
      toastOptions={{
        classNames: {
          toast: '!rounded-2xl !border-line !bg-white !text-ink !shadow-lift !font-sans',
          description: '!text-ink-soft',
        },
      }}
    />
  );
}
