import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import { AppSplash } from './app-splash';

/** A copy of `node` without the whitespace between tags that the HTML file's indentation adds. */
function withoutBlankText(node: Element): Element {
  const copy = node.cloneNode(true) as Element;
  const walker = copy.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  const blank: Node[] = [];
  while (walker.nextNode()) if (!walker.currentNode.textContent?.trim()) blank.push(walker.currentNode);
  for (const node of blank) node.parentNode?.removeChild(node);
  return copy;
}

describe('AppSplash', () => {
  it('when React shows the splash, then it is the one index.html paints before the JavaScript arrives', () => {
    const painted = new DOMParser().parseFromString(indexHtml, 'text/html').querySelector('#root > .boot');
    const { container } = render(<AppSplash />);
    const rendered = container.firstElementChild;

    expect(painted).not.toBeNull();
    expect(rendered).not.toBeNull();
    const [fromHtml, fromReact] = [withoutBlankText(painted!), withoutBlankText(rendered!)];
    expect(fromReact.isEqualNode(fromHtml), `React:\n${fromReact.outerHTML}\nindex.html:\n${fromHtml.outerHTML}`).toBe(
      true,
    );
  });
});
