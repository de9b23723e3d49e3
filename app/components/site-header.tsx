import { useId } from "react";
import { Link, NavLink } from "~/components/ui/local-link.tsx";
import type { Link as LinkItem } from "~/content/schema.ts";
import { cx } from "~/lib/class-names.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { useDisclosure } from "~/lib/use-disclosure.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NavLinkList } from "./nav-link-list.tsx";
import { ChevronDown } from "./ui/icons.ts";

const navLinkClass =
  "flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:text-teal-800 aria-[current=page]:text-teal-800";

const dropdownLinkClass =
  "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800";

/** A labelled list of links: a group of the services dropdown. */
function LinkGroup({ heading, links }: { heading: string; links: LinkItem[] }) {
  const headingId = useId();
  return (
    <div>
      <p id={headingId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {heading}
      </p>
      <NavLinkList links={links} labelledBy={headingId} linkClassName={dropdownLinkClass} />
    </div>
  );
}

/** Desktop "Services" dropdown: a disclosure button and a panel of links (not an ARIA menu). */
function ServicesMenu() {
  const { open, containerRef, buttonProps, panelId } = useDisclosure({ closeOnFocusOut: true });
  const { servicesMenu, serviceLinks, smsCountryLinks } = useSiteData().navigation;
  return (
    <div ref={containerRef} className="relative">
      <button
        {...buttonProps}
        className="flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-slate-700 hover:text-teal-800"
      >
        {servicesMenu.label}
        <ChevronDown
          className={cx("size-4 transition-transform motion-reduce:transition-none", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-s-0 top-full z-50 mt-2 w-[36rem] rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
      >
        <div className="grid grid-cols-2 gap-4">
          <LinkGroup
            heading={servicesMenu.servicesHeading}
            links={[servicesMenu.overview, ...serviceLinks]}
          />
          <LinkGroup
            heading={servicesMenu.countriesHeading}
            links={[...smsCountryLinks, servicesMenu.pricing]}
          />
        </div>
      </div>
    </div>
  );
}

export function SiteHeader() {
  const { chrome, navigation } = useSiteData();
  const { primaryLinks, headerCta } = navigation;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* Wide screens: the language switch on a strip of its own, so no translation crowds the navbar. */}
      <div className="hidden border-b border-slate-100 md:block">
        <LanguageSwitch variant="header" className="container-page" />
      </div>
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label={chrome.homeLink} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label={chrome.mainNavigation} className="hidden items-center gap-1 md:flex">
          <ServicesMenu />
          {primaryLinks.map((link) => (
            <NavLink key={link.href} to={link.href} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink
            to={headerCta.href}
            end
            className="ms-2 flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
          >
            {headerCta.label}
          </NavLink>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
