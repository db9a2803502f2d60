/** A value made once per process (its AppContext) on first use, and replaceable (tests point providers at local servers). */
export interface PerContext<Owner extends ProcessOwned, Value> {
  (owner: Owner): Value;
  replace(owner: Owner, value: Value): void;
}

/** What a request's or a job's copy of the process's context shares with it: the config object itself. */
interface ProcessOwned {
  config: object;
}

export function perContext<Owner extends ProcessOwned, Value>(create: (owner: Owner) => Value): PerContext<Owner, Value> {
  const values = new WeakMap<object, Value>();
  const get = (owner: Owner): Value => {
    if (!values.has(owner.config)) values.set(owner.config, create(owner));
    return values.get(owner.config)!;
  };
  return Object.assign(get, { replace: (owner: Owner, value: Value) => void values.set(owner.config, value) });
}
