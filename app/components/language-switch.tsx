/**
 * The language switch (decision 090): a link per language, named in that language ("English",
 * "العربية", "हिन्दी") with its own lang and hreflang, to the same page in it; the current one is
 * marked with aria-current. A whole document load, not a client-side navigation: the new language
 * brings its own <html lang dir>, words and font. Never chosen for the visitor (no redirect by the
 * browser's language).
 */
import { Link, useLocation } from "react-router";
import { localizedPath, unlocalizedPath } from "~/content/locales.ts";
import { useSiteData } from "~/lib/site-data.tsx";

const variants = {
  header: {
    list: "flex items-center justify-end gap-1",
    link: "inline-flex min-h-8 items-center rounded-md px-2 text-sm text-slate-700 hover:text-teal-800 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800",
  },
  mobile: {
    list: "flex flex-wrap gap-2 px-3 pt-2",
    link: "flex min-h-11 items-center rounded-md border border-slate-300 px-3 text-base text-slate-800 hover:bg-teal-50 aria-[current=page]:border-teal-700 aria-[current=page]:font-semibold aria-[current=page]:text-teal-800",
  },
  footer: {
    list: "flex flex-wrap gap-x-4 gap-y-1",
    link: "inline-flex min-h-8 items-center text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-white",
  },
} as const;

export function LanguageSwitch({
  variant,
  className,
}: {
  variant: keyof typeof variants;
  className?: string;
}) {
  const { chrome, languages, locale } = useSiteData();
  const page = unlocalizedPath(useLocation().pathname);
  const styles = variants[variant];
  return (
    // A named list, not a landmark: it appears up to three times on a page (header, menu, footer).
    <div className={className}>
      <ul aria-label={chrome.language} className={styles.list}>
        {languages.map((language) => (
          <li key={language.locale}>
            <Link
              to={localizedPath(page, language.locale)}
              reloadDocument
              lang={language.lang}
              hrefLang={language.lang}
              aria-current={language.locale === locale ? "page" : undefined}
              className={styles.link}
            >
              {language.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
