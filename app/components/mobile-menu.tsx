/**
 * Narrow-screen navigation (below md): a "Menu" button that discloses the site's links. "Contact
 * sales" comes first, pinned as a button at the top of the sheet, so it is never below the fold;
 * the two long groups (Services, SMS by country) are accordions, closed unless the current page is
 * in them; the company's links and the language switch follow. While the sheet is open the
 * assistant's launcher is hidden (`data-menu-open` on <html>, app.css), so it never sits on a link.
 */
import { useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { NavLink } from "~/components/ui/local-link.tsx";
import type { Link as LinkItem } from "~/content/schema.ts";
import { cx } from "~/lib/class-names.ts";
import { useSiteData } from "~/lib/site-data.tsx";
import { useDisclosure } from "~/lib/use-disclosure.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { NavLinkList } from "./nav-link-list.tsx";
import { ChevronDown, Menu, X } from "./ui/icons.ts";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 text-base text-slate-800 hover:bg-teal-50 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800";

/** A group whose heading is a disclosure button; open from the start when it holds the current page. */
function AccordionGroup({ heading, links }: { heading: string; links: LinkItem[] }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => links.some((link) => link.href === pathname));
  const id = useId();
  return (
    <div className="border-b border-slate-100">
      <button
        id={`${id}-heading`}
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-links`}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-12 w-full items-center justify-between gap-2 rounded-md px-3 text-start text-base font-semibold text-slate-900 hover:bg-teal-50"
      >
        {heading}
        <ChevronDown
          aria-hidden="true"
          className={cx(
            "size-5 text-slate-600 transition-transform motion-reduce:transition-none",
            open && "rotate-180",
          )}
        />
      </button>
      <div id={`${id}-links`} hidden={!open} className="pb-2">
        <NavLinkList links={links} labelledBy={`${id}-heading`} linkClassName={linkClass} />
      </div>
    </div>
  );
}

export function MobileMenu() {
  const { open, containerRef, buttonProps, panelId } = useDisclosure();
  const { chrome, navigation } = useSiteData();
  const { servicesMenu, serviceLinks, smsCountryLinks, primaryLinks, headerCta } = navigation;
  const companyId = useId();

  useEffect(() => {
    document.documentElement.toggleAttribute("data-menu-open", open);
    return () => document.documentElement.removeAttribute("data-menu-open");
  }, [open]);

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
        <div className="sticky top-0 z-10 -mx-4 bg-white px-4 py-3">
          <NavLink
            to={headerCta.href}
            end
            className="flex min-h-12 items-center justify-center rounded-lg bg-teal-700 px-4 text-base font-semibold text-white hover:bg-teal-800"
          >
            {headerCta.label}
          </NavLink>
        </div>
        <AccordionGroup heading={servicesMenu.label} links={[servicesMenu.overview, ...serviceLinks]} />
        <AccordionGroup
          heading={servicesMenu.countriesHeading}
          links={[...smsCountryLinks, servicesMenu.pricing]}
        />
        <p
          id={companyId}
          className="px-3 pt-4 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
        >
          {chrome.companyHeading}
        </p>
        <NavLinkList links={primaryLinks} labelledBy={companyId} linkClassName={linkClass} />
        <LanguageSwitch variant="mobile" className="pt-4" />
      </nav>
    </div>
  );
}
