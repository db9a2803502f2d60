import { BRAND } from '@studio/contracts/constants';
import { Link } from 'react-router';
import { LogoMark } from '../../components/brand/logo-mark';

const FOOTER_LINKS = [
  { label: 'Features', to: '/features' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'About', to: '/about' },
  { label: 'Help', to: '/help' },
  { label: 'Contact', to: '/contact' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Terms', to: '/terms' },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-cream">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 md:grid-cols-[1.3fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <div className="flex items-center gap-2.5">
            <LogoMark />
            <span className="font-display text-xl font-semibold">{BRAND.productName}</span>
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
          <a className="hover:text-coral-700" href={`mailto:${BRAND.supportEmail}`}>
            {BRAND.supportEmail}
          </a>
          <a className="hover:text-coral-700" href={`tel:${BRAND.supportPhone.replace(/\s/g, '')}`}>
            {BRAND.supportPhone}
          </a>
          <span>{BRAND.openingHours}</span>
          <span>{BRAND.address}</span>
        </address>
      </div>
      <p className="border-t border-line/70 py-5 text-center text-sm text-ink-soft">
        © {BRAND.foundedYear}–{new Date().getFullYear()} {BRAND.productName}. Made with care for young readers.
      </p>
    </footer>
  );
}
