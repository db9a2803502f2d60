/**
 * A page whose content arrives with a later issue: its route, guard and layout are final, the body
 * is its title for now.
 */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-12 sm:py-16">
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
    </div>
  );
}
