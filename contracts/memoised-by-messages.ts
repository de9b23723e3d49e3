/**
 * A schema per messages object, built on first use and kept: the server validates every
 * request with the schema of the request's language without rebuilding it (decision 060).
 */
export function memoisedByMessages<M extends object, S>(build: (messages: M) => S): (messages: M) => S {
  const built = new WeakMap<M, S>();
  return (messages) => {
    let schema = built.get(messages);
    if (schema === undefined) {
      schema = build(messages);
      built.set(messages, schema);
    }
    return schema;
  };
}
