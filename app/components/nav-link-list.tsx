import { NavLink } from "~/components/ui/local-link.tsx";
import type { Link as LinkItem } from "~/content/schema.ts";

/** A list of the site's links named by a heading elsewhere (`labelledBy`): the dropdown's and the phone menu's groups. */
export function NavLinkList({
  links,
  labelledBy,
  linkClassName,
}: {
  links: readonly LinkItem[];
  labelledBy: string;
  linkClassName: string;
}) {
  return (
    <ul aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <NavLink to={link.href} end className={linkClassName}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
