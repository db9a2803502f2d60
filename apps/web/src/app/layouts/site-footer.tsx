import { PRODUCT_NAME } from '@studio/contracts/constants';
import { Link } from 'react-router';
import { LogoMark } from '../../components/brand/logo-mark';
import { useBrand } from '../../lib/brand-query';

const FOOTER_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/help' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
] as const;

/** The public site's footer; how to reach us comes from the brand settings (spec §1), the built-in brand until they arrive. */
export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer className="border-t border-line bg-cream">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 md:grid-cols-[1.3fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="font-display text-xl font-semibold">{PRODUCT_NAME}</span>
          </div>
          <p className="max-w-xs text-ink-soft">Personalised, illustrated stories that children want to hear again and again.</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-display text-base font-semibold">Explore</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-ink-soft hover:text-coral-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="flex flex-col gap-1.5 text-ink-soft not-italic">
          <h2 className="font-display text-base font-semibold text-ink">Talk to us</h2>
          <a className="hover:text-coral-700" href={`mailto:${brand.support_email}`}>
            {brand.support_email}
          </a>
          <a className="hover:text-coral-700" href={`tel:${brand.support_phone.replace(/[^\d+]/g, '')}`}>
            {brand.support_phone}
          </a>
          <span>{brand.opening_hours}</span>
          <span>{brand.address}</span>
        </address>
      </div>
      <p className="border-t border-line/70 py-5 text-center text-sm text-ink-soft">
        © {brand.founded_year}–{new Date().getFullYear()} {PRODUCT_NAME}. Made with care for young readers.
      </p>
    </footer>
  );
}
