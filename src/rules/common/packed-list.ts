/**
 * `list.map(make)`, built by push. V8's optimised `map` hands back a holey list where the
 * interpreter's is packed, so a list kept in a state (or read by a hot loop) would change shape
 * once its maker is optimised, and every optimised function reading it would be thrown away and
 * compiled again: most of a worker thread's warm-up under load.
 */
export function packedMap<T, U>(list: readonly T[], make: (item: T, index: number) => U): U[] {
  const made: U[] = [];
  for (let index = 0; index < list.length; index++) made.push(make(list[index] as T, index));
  return made;
}
