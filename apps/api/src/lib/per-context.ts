/** A value made once per owner (the process's AppContext) on first use, and replaceable (tests point providers at local servers). */
export interface PerContext<Owner extends object, Value> {
  (owner: Owner): Value;
  replace(owner: Owner, value: Value): void;
}

export function perContext<Owner extends object, Value>(create: (owner: Owner) => Value): PerContext<Owner, Value> {
  const values = new WeakMap<Owner, Value>();
  const get = (owner: Owner): Value => {
    if (!values.has(owner)) values.set(owner, create(owner));
    return values.get(owner)!;
  };
  return Object.assign(get, { replace: (owner: Owner, value: Value) => void values.set(owner, value) });
}
