import type { DefaultTreeAdapterMap } from 'parse5';

/** A node and an element of parse5's default tree. */
export type HtmlNode = DefaultTreeAdapterMap['node'];
export type HtmlElement = DefaultTreeAdapterMap['element'];

function isElement(node: HtmlNode): node is HtmlElement {
  return 'tagName' in node;
}

/** Every element under `node` in document order, those inside a `<template>`'s content fragment included. */
export function* elements(node: HtmlNode): Generator<HtmlElement> {
  if (isElement(node)) yield node;
  for (const child of 'childNodes' in node ? node.childNodes : []) yield* elements(child);
  if (isElement(node) && node.tagName === 'template' && 'content' in node) {
    yield* elements(node.content as HtmlNode);
  }
}

/** An attribute's value as written (undefined when absent). */
export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** Where the parser found a node in the source text (parsed with `sourceCodeLocationInfo`). */
export function sourceRange(node: HtmlNode): { startOffset: number; endOffset: number } {
  const found = 'sourceCodeLocation' in node ? node.sourceCodeLocation : undefined;
  if (!found) throw new Error(`${node.nodeName} has no source location`);
  return found;
}
