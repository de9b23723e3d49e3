/**
 * React Router's Link and NavLink, speaking the page's language: content and the root's data name
 * every page by its default-locale path ("/contact"), and these say it under the page's locale
 * ("/ar/contact") where it is rendered (decision 090). A string `to` that is no site path
 * (mailto:, tel:, "#main") passes through unchanged.
 */
import {
  type LinkProps,
  type NavLinkProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from "react-router";
import { useLocalizedPath } from "~/lib/site-data.tsx";

export function Link({ to, ...props }: LinkProps) {
  const localized = useLocalizedPath();
  return <RouterLink to={typeof to === "string" ? localized(to) : to} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  const localized = useLocalizedPath();
  return <RouterNavLink to={typeof to === "string" ? localized(to) : to} {...props} />;
}
