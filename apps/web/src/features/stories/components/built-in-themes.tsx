import { BUILT_IN_THEMES, THEME_KIND_LABELS, THEME_KINDS } from '@studio/contracts/story-themes';

interface BuiltInThemesProps {
  onPick: (theme: string) => void;
}

/**
 * The themes the built-in writer tells as the story itself, grouped by kind, beside the free-text field:
 * a parent sees what it knows, and any other theme can still be typed (an AI writer takes anything).
 */
export function BuiltInThemes({ onPick }: BuiltInThemesProps) {
  return (
    <details className="rounded-lg border border-line bg-white px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium text-plum-600">Themes the built-in writer knows</summary>
      <div className="mt-3 flex flex-col gap-3">
        {THEME_KINDS.map((kind) => (
          <section key={kind} aria-label={THEME_KIND_LABELS[kind]}>
            <h3 className="mb-1 text-xs font-semibold uppercase tracking-wide text-ink-soft">{THEME_KIND_LABELS[kind]}</h3>
            <div className="flex flex-wrap gap-2">
              {BUILT_IN_THEMES.filter((theme) => theme.kind === kind).map((theme) => (
                <button
                  key={theme.id}
                  type="button"
                  onClick={() => onPick(theme.label)}
                  className="rounded-full border border-plum-100 bg-plum-50 px-3 py-1 text-sm font-medium text-plum-600 hover:bg-plum-100"
                >
                  {theme.label}
                </button>
              ))}
            </div>
          </section>
        ))}
      </div>
    </details>
  );
}
