import { Link as RouterLink } from "react-router";
import { Link } from "~/components/ui/local-link.tsx";
import { BidiText } from "~/components/ui/ltr.tsx";
import { defaultLocale, localeOfPath } from "~/content/locales.ts";
import { siteOrigin } from "~/lib/site-origin.ts";
import { type Block, type Inline, parseMarkdown } from "./markdown.ts";

interface MessageContentProps {
  text: string;
  /** Called when a link to a site page is followed (the panel closes on small screens). */
  onNavigate?: () => void;
}

const linkClass = "font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950";

function InlineNodes({ nodes, onNavigate }: { nodes: Inline[]; onNavigate?: () => void }) {
  return nodes.map((node, index) => {
    const key = `${node.type}-${index}`;
    if (node.type === "text") {
      return (
        <span key={key}>
          <BidiText text={node.text} />
        </span>
      );
    }
    if (node.type === "strong") {
      return (
        <strong key={key}>
          <InlineNodes nodes={node.children} onNavigate={onNavigate} />
        </strong>
      );
    }
    const children = <InlineNodes nodes={node.children} onNavigate={onNavigate} />;
    if (node.href.startsWith("/")) {
      // The server writes links in its reply's language ("/ar/…", decision 120): kept as they are,
      // never "/ar/ar/…". A canned reply names pages by their English path: said in the page's.
      const SiteLink = localeOfPath(node.href) === defaultLocale ? Link : RouterLink;
      return (
        <SiteLink key={key} to={node.href} className={linkClass} onClick={onNavigate}>
          {children}
        </SiteLink>
      );
    }
    const external = /^https?:/.test(node.href);
    return (
      <a
        key={key}
        href={node.href}
        className={linkClass}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  });
}

function BlockNode({ block, onNavigate }: { block: Block; onNavigate?: () => void }) {
  if (block.type === "paragraph") {
    return (
      <p>
        <InlineNodes nodes={block.children} onNavigate={onNavigate} />
      </p>
    );
  }
  const items = block.items.map((item, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: list items of one immutable message.
    <li key={index}>
      <InlineNodes nodes={item} onNavigate={onNavigate} />
    </li>
  ));
  return block.ordered ? (
    <ol className="list-decimal space-y-1 ps-5">{items}</ol>
  ) : (
    <ul className="list-disc space-y-1 ps-5">{items}</ul>
  );
}

/** An assistant reply rendered from safe Markdown: text stays text, links are checked. */
export function MessageContent({ text, onNavigate }: MessageContentProps) {
  const blocks = parseMarkdown(text, siteOrigin);
  return (
    <div className="space-y-2">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks of one immutable message.
        <BlockNode key={index} block={block} onNavigate={onNavigate} />
      ))}
    </div>
  );
}
