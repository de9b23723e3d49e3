import { TriangleAlert } from "./ui/icons.ts";

interface ErrorFallbackProps {
  message: string;
  /** The heading and the button, in the page's locale (the root's data). */
  texts: { title: string; refresh: string };
}

/** The whole-screen fallback for an unexpected failure, used by the root error boundary. */
export function ErrorFallback({ message, texts }: ErrorFallbackProps) {
  return (
    <main
      id="main-content"
      className="flex min-h-screen items-center justify-center bg-slate-50 px-4"
      aria-labelledby="error-title"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <TriangleAlert className="mx-auto size-12 text-red-600" />
        <h1 id="error-title" className="mt-4 text-2xl font-bold text-slate-900">
          {texts.title}
        </h1>
        <p className="mt-3 break-words text-slate-700">{message}</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800"
        >
          {texts.refresh}
        </button>
      </div>
    </main>
  );
}
