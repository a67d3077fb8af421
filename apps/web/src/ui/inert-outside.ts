// NOTE: counts per element, so stacked modals closing in any order leave exactly the elements they made inert.
// aria-hidden's own inertOthers shares its counters with the hideOthers Radix calls and so left the page inert
// after a modal closed (Radix undoes its aria-hidden only when the dialog unmounts, after the exit animation).
const inertCount = new WeakMap<Element, number>();

/**
 * Makes every element of the body `inert` except the ones given and their ancestors (siblings of an ancestor
 * are made inert, so only the branches leading to what is kept stay live). Returns the undo.
 */
export function inertOutside(keep: readonly Element[]): () => void {
  const onPath = new Set<Element>();
  for (const element of keep) {
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      onPath.add(node);
  }
  const kept = new Set(keep);
  const made: Element[] = [];

  function visit(parent: Element) {
    for (const child of parent.children) {
      if (kept.has(child)) continue;
      if (onPath.has(child)) {
        visit(child);
        continue;
      }
      const count = inertCount.get(child) ?? 0;
      // An element inert before any modal (by the page itself) is not ours to change.
      if (count === 0 && child.hasAttribute('inert')) continue;
      inertCount.set(child, count + 1);
      child.setAttribute('inert', '');
      made.push(child);
    }
  }
  visit(document.body);

  return () => {
    for (const element of made) {
      const count = (inertCount.get(element) ?? 1) - 1;
      inertCount.set(element, count);
      if (count === 0) element.removeAttribute('inert');
    }
  };
}
