import { useId } from "react";
import { NavLink } from "react-router";
import { headerCta, primaryLinks, serviceLinks, servicesMenu, smsCountryLinks } from "~/content/navigation";
import type { Link } from "~/content/schema";
import { useDisclosure } from "~/lib/use-disclosure";
import { Menu, X } from "./ui/icons";

const linkClass =
  "flex min-h-11 items-center rounded-md px-3 text-base text-slate-800 hover:bg-teal-50 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800";

function LinkGroup({ heading, links }: { heading: string; links: Link[] }) {
  const headingId = useId();
  return (
    <div>
      <p
        id={headingId}
        className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-slate-600"
      >
        {heading}
      </p>
      <ul aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.href}>
            <NavLink to={link.href} end className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Narrow-screen navigation: a "Menu" button that discloses every link of the site. */
export function MobileMenu() {
  const { open, containerRef, buttonProps, panelId } = useDisclosure();

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        {...buttonProps}
        className="flex min-h-11 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-800"
      >
        {open ? <X className="size-5" /> : <Menu className="size-5" />}
        Menu
      </button>
      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        <LinkGroup heading={servicesMenu.label} links={[{ ...servicesMenu.overview }, ...serviceLinks]} />
        <LinkGroup heading={servicesMenu.countriesHeading} links={[...smsCountryLinks]} />
        <LinkGroup heading="Company" links={[...primaryLinks, headerCta]} />
      </nav>
    </div>
  );
}
