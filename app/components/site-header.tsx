import { useId } from "react";
import { Link, NavLink } from "~/components/ui/local-link.tsx";
import type { Link as LinkItem } from "~/content/schema.ts";
import { cx } from "~/lib/class-names.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { useDisclosure } from "~/lib/use-disclosure.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { Logo } from "./logo.tsx";
import { ChevronDown, Menu, X } from "./ui/icons.ts";

const navLinkClass =
  "flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:text-teal-800 aria-[current=page]:text-teal-800";

const linkClasses = {
  dropdown:
    "block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-teal-50 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800",
  mobile:
    "flex min-h-11 items-center rounded-md px-3 text-base text-slate-800 hover:bg-teal-50 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800",
};

/** A labelled list of links: a group of the services dropdown or of the mobile menu. */
function LinkGroup({
  heading,
  links,
  kind,
}: {
  heading: string;
  links: LinkItem[];
  kind: "dropdown" | "mobile";
}) {
  const headingId = useId();
  return (
    <div>
      <p
        id={headingId}
        className={cx(
          "px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600",
          kind === "mobile" && "pt-3",
        )}
      >
        {heading}
      </p>
      <ul aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end className={linkClasses[kind]}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
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
            kind="dropdown"
            heading={servicesMenu.servicesHeading}
            links={[servicesMenu.overview, ...serviceLinks]}
          />
          <LinkGroup
            kind="dropdown"
            heading={servicesMenu.countriesHeading}
            links={[...smsCountryLinks, servicesMenu.pricing]}
          />
        </div>
      </div>
    </div>
  );
}

/** Narrow-screen navigation: a "Menu" button that discloses every link of the site. */
function MobileMenu() {
  const { open, containerRef, buttonProps, panelId } = useDisclosure();
  const { chrome, navigation } = useSiteData();
  const { servicesMenu, serviceLinks, smsCountryLinks, primaryLinks, headerCta } = navigation;
  return (
    <div ref={containerRef} className="md:hidden">
      <button
        {...buttonProps}
        className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800"
      >
        {open ? <X className="size-5" /> : <Menu className="size-5" />}
        {chrome.menu}
      </button>
      <nav
        id={panelId}
        aria-label={chrome.mobileNavigation}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        <LinkGroup
          kind="mobile"
          heading={servicesMenu.label}
          links={[servicesMenu.overview, ...serviceLinks]}
        />
        <LinkGroup kind="mobile" heading={servicesMenu.countriesHeading} links={smsCountryLinks} />
        <LinkGroup kind="mobile" heading={chrome.companyHeading} links={[...primaryLinks, headerCta]} />
        <LanguageSwitch variant="mobile" className="pt-4" />
      </nav>
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
