/** A console page's loading and error states, shared by its pages. */
export function AdminLoading() {
  return (
    <p className="container-page py-10 text-sm text-slate-600" role="status">
      Loading…
    </p>
  );
}

export function AdminError({ message }: { message: string }) {
  return (
    <p
      className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      role="alert"
    >
      {message}
    </p>
  );
}
