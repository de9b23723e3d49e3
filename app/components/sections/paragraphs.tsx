/** Body copy paragraphs at reading width. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <div className="prose-copy max-w-3xl text-lg leading-8 text-slate-700">
      {items.map((text) => (
        <p key={text.slice(0, 48)}>{text}</p>
      ))}
    </div>
  );
}
