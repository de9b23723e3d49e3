import { Link } from "~/components/ui/local-link.tsx";
import { laterBand } from "~/lib/later-bands.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { BidiText, Ltr } from "./ui/ltr.tsx";

export function SiteFooter() {
  const year = new Date().getFullYear();
  const { chrome, navigation, contact } = useSiteData();
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300" {...laterBand}>
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-8 py-10 sm:py-12 md:grid-cols-[1.4fr_repeat(3,1fr)] md:gap-10">
        <div className="col-span-2 md:col-span-1">
          <Link to="/" aria-label={chrome.homeLink} className="inline-block rounded-md">
            <Logo inverted />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">
            <BidiText text={chrome.footerBlurb} />
          </p>
          <address className="mt-4 space-y-1 text-sm not-italic">
            {[
              [`mailto:${contact.email}`, contact.email],
              [`tel:${contact.phoneE164}`, contact.phone],
            ].map(([href, text]) => (
              <p key={href}>
                <a href={href} className="inline-block py-1 text-white underline underline-offset-4">
                  <Ltr>{text}</Ltr>
                </a>
              </p>
            ))}
          </address>
          <LanguageSwitch variant="footer" className="mt-4" />
        </div>
        {navigation.footerColumns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="text-sm font-semibold text-white">{column.heading}</h2>
            <ul className="mt-3 space-y-1 text-sm">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="inline-block py-1 hover:text-white hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-6 text-xs text-slate-400 max-sm:pb-24">
          © <span suppressHydrationWarning>{year}</span> {contact.legalName}. {chrome.rights}
        </p>
      </div>
    </footer>
  );
}
