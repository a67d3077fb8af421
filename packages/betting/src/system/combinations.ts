/** Binomial coefficient C(n, k): how many ways to choose k of n selections. */
export function binomial(n: number, k: number): number {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0;
  let result = 1;
  const smaller = Math.min(k, n - k);
  // Multiplying before dividing keeps every intermediate value an integer.
  for (let i = 1; i <= smaller; i += 1) result = (result * (n - smaller + i)) / i;
  return result;
}

/** Every way to choose `k` items of `items`, in lexicographic order of their positions. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const result: T[][] = [];
  if (k < 0 || k > items.length) return result;
  const picked: T[] = [];
  const walk = (start: number): void => {
    if (picked.length === k) {
      result.push([...picked]);
      return;
    }
    for (let i = start; i <= items.length - (k - picked.length); i += 1) {
      picked.push(items[i] as T);
      walk(i + 1);
      picked.pop();
    }
  };
  walk(0);
  return result;
}
