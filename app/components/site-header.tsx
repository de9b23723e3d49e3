import { Link, NavLink } from "react-router";
import { company } from "~/content/company";
import { headerCta, primaryLinks } from "~/content/navigation";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";

const navLinkClass =
  "flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:text-teal-800 aria-[current=page]:text-teal-800";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="container-page relative flex h-16 items-center justify-between gap-4">
        <Link to="/" aria-label={`${company.name} home`} className="rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <ServicesMenu />
          {primaryLinks.map((link) => (
            <NavLink key={link.href} to={link.href} end className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
          <NavLink
            to={headerCta.href}
            end
            className="ml-2 flex min-h-11 items-center rounded-lg bg-teal-700 px-4 text-sm font-semibold text-white hover:bg-teal-800"
          >
            {headerCta.label}
          </NavLink>
        </nav>
        <MobileMenu />
      </div>
    </header>
  );
}
